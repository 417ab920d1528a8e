// GENERATED FILE: do not edit. Compiled from policy/*.yaml by `npm run policy -- build`;
// change the policy and run that command to rebuild it.
import type { PolicySources } from '../policy/policy-sources.ts'

export const policySources: PolicySources = {
  hash: "d06c6d9b027de972",
  places: [
    {"at":["permissions",0],"description":"Upload a whole booklist from a spreadsheet.","src":["policy/permissions.yaml",11,3]},
    {"at":["permissions",1],"description":"Open the booklist and read its titles.","src":["policy/permissions.yaml",12,3]},
    {"at":["permissions",2],"description":"Change titles and quantities on the booklist.","src":["policy/permissions.yaml",13,3]},
    {"at":["permissions",3],"description":"Raise a new request for a title or supply.","src":["policy/permissions.yaml",14,3]},
    {"at":["permissions",4],"description":"Approve booklist changes made by others.","src":["policy/permissions.yaml",15,3]},
    {"at":["permissions",5],"description":"Have own booklist changes approved automatically.","src":["policy/permissions.yaml",16,3]},
    {"at":["permissions",6],"description":"Search the catalogue of titles.","src":["policy/permissions.yaml",17,3]},
    {"at":["permissions",7],"description":"Place a purchase from the cart.","src":["policy/permissions.yaml",18,3]},
    {"at":["permissions",8],"description":"See the adoptions of the courses assigned to you.","src":["policy/permissions.yaml",19,3]},
    {"at":["permissions",9],"description":"See every course of the institution.","src":["policy/permissions.yaml",20,3]},
    {"at":["permissions",10],"description":"Approve course adoptions.","src":["policy/permissions.yaml",21,3]},
    {"at":["permissions",11],"description":"Open the academic dashboard.","src":["policy/permissions.yaml",22,3]},
    {"at":["permissions",12],"description":"Open the acquisitions dashboard.","src":["policy/permissions.yaml",23,3]},
    {"at":["permissions",13],"description":"Open the all-titles dashboard.","src":["policy/permissions.yaml",24,3]},
    {"at":["permissions",14],"description":"Open the Bibliotech admin dashboard.","src":["policy/permissions.yaml",25,3]},
    {"at":["permissions",15],"description":"Open the UAA spend dashboard.","src":["policy/permissions.yaml",26,3]},
    {"at":["permissions",16],"description":"Open the engagement dashboard.","src":["policy/permissions.yaml",27,3]},
    {"at":["permissions",17],"description":"Manage the permissions of other staff.","src":["policy/permissions.yaml",28,3]},
    {"at":["permissions",18],"description":"See the internal processing status of booklist items.","src":["policy/permissions.yaml",29,3]},
    {"at":["permissions",19],"description":"Open COUNTER usage reports.","src":["policy/permissions.yaml",30,3]},
    {"at":["permissions",20],"description":"Add terms and change their dates and deadlines.","src":["policy/permissions.yaml",31,3]},
    {"at":["flags",0],"description":"Supply requests for courses (the Supplies pages and menu items).","src":["policy/flags.yaml",6,3]},
    {"at":["flags",1],"description":"The Reports page.","src":["policy/flags.yaml",7,3]},
    {"at":["flags",2],"description":"The Requests / Approvals pages.","src":["policy/flags.yaml",8,3]},
    {"at":["flags",3],"description":"The Store management page.","src":["policy/flags.yaml",9,3]},
    {"at":["flags",4],"description":"The Students page.","src":["policy/flags.yaml",10,3]},
    {"at":["flags",5],"description":"Analytics dashboards.","src":["policy/flags.yaml",11,3]},
    {"at":["flags",6],"description":"The detailed catalogue search at /catalog-search instead of the simple /search.","src":["policy/flags.yaml",12,3]},
    {"at":["flags",7],"description":"Session recording in product analytics.","src":["policy/flags.yaml",13,3]},
    {"at":["flags",8],"description":"Enforce the user's permission map; while off every permission check passes.","src":["policy/flags.yaml",14,3]},
    {"at":["facts","booklist_config","fields","region"],"description":"Region code in lower case, for example gb or us."},
    {"at":["facts","booklist_config","fields","institution_id"],"description":"Identifier of the institution in the booklist service."},
    {"at":["facts","booklist_config"],"description":"Booklist settings of the institution."},
    {"at":["facts","enabledAccessLength"],"description":"Days of access granted to a title."},
    {"at":["facts","isEAorIA"],"description":"The institution has external or institutional access."},
    {"at":["facts","isIA"],"description":"The institution has institutional access."},
    {"at":["facts","isEA"],"description":"The institution has external access."},
    {"at":["facts","approval_config"],"description":"adoption_approvals, or null for order requests."},
    {"at":["facts","approval_type"],"description":"pricing_approvals, or null."},
    {"at":["facts","adminUserPermissions"],"description":"Permissions of the institution's admin users."},
    {"at":["facts","availableDashboards","fields","id"],"description":"Dashboard id, used in /analytics/$dashboardId."},
    {"at":["facts","availableDashboards","fields","displayName"],"description":"Title shown in the menu and on the page."},
    {"at":["facts","availableDashboards"],"description":"Analytics dashboards the institution may open."},
    {"at":["facts","hasApprovalPermission"],"description":"The user may approve orders for this institution."},
    {"at":["facts","isPricingApprovalsEnabled"],"description":"Supplies and new requests sit under Requests instead of Booklist."},
    {"at":["facts","enable_supply_request"],"description":"enabled when supply requests are switched on."},
    {"at":["facts","courseIngestionEnabled"],"description":"Courses are imported from the student system."},
    {"at":["facts","institutionHasStore"],"description":"The institution runs a store."},
    {"at":["facts","opt_out_hosting_type"],"description":"adoptions-hosted when this product hosts the student list."},
    {"at":["lists",0],"description":"Institutions outside gb that still get the Reports page. The real three ids are not known yet; these placeholders stand in for them.","src":["policy/checks.yaml",14,3]},
    {"at":["checks",0,"when","of",0],"src":["policy/checks.yaml",25,11]},
    {"at":["checks",0,"when","of",1,"of"],"src":["policy/checks.yaml",26,16]},
    {"at":["checks",0,"when","of",1],"src":["policy/checks.yaml",26,11]},
    {"at":["checks",0,"when"],"src":["policy/checks.yaml",24,7]},
    {"at":["checks",0],"description":"Pricing-approval institutions that are neither EA nor IA.","src":["policy/checks.yaml",21,3]},
    {"at":["checks",1,"when","of",0],"src":["policy/checks.yaml",31,11]},
    {"at":["checks",1,"when","of",1],"src":["policy/checks.yaml",32,11]},
    {"at":["checks",1,"when"],"src":["policy/checks.yaml",30,7]},
    {"at":["checks",1],"description":"Institutions in region gb, or one of the listed institutions.","src":["policy/checks.yaml",27,3]},
    {"at":["checks",2,"when"],"src":["policy/checks.yaml",35,11]},
    {"at":["checks",2],"description":"Institutions with supply requests switched on.","src":["policy/checks.yaml",33,3]},
    {"at":["checks",3,"when"],"src":["policy/checks.yaml",38,11]},
    {"at":["checks",3],"description":"The admin check; always passes.","src":["policy/checks.yaml",36,3]},
    {"at":["routes",0,"access"],"src":["policy/routes.yaml",25,13]},
    {"at":["routes",0],"src":["policy/routes.yaml",23,11]},
    {"at":["routes",1,"access"],"src":["policy/routes.yaml",32,13]},
    {"at":["routes",1],"search":[{"name":"from","type":"string"},{"name":"changed","type":"boolean"}],"src":["policy/routes.yaml",27,11]},
    {"at":["routes",2,"access","permissions",0],"src":["policy/routes.yaml",41,27]},
    {"at":["routes",2,"access"],"src":["policy/routes.yaml",41,13]},
    {"at":["routes",2],"search":[{"name":"view","type":"string"},{"name":"q","type":"string"},{"name":"term","type":"string"},{"name":"sort","type":"string"},{"name":"desc","type":"boolean"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"},{"name":"adoption","type":"string"}],"pageRoute":true,"src":["policy/routes.yaml",34,11]},
    {"at":["routes",3,"access","flag"],"src":["policy/routes.yaml",49,21]},
    {"at":["routes",3,"access"],"src":["policy/routes.yaml",49,13]},
    {"at":["routes",3],"search":[{"name":"period","type":"string"},{"name":"from","type":"string"},{"name":"to","type":"string"}],"pageRoute":true,"src":["policy/routes.yaml",43,11]},
    {"at":["routes",4,"access","permissions",0],"src":["policy/routes.yaml",57,27]},
    {"at":["routes",4,"access"],"src":["policy/routes.yaml",57,13]},
    {"at":["routes",4],"search":[{"name":"list","type":"string"},{"name":"q","type":"string"},{"name":"term","type":"string"},{"name":"status","type":"string"},{"name":"cost","type":"string"},{"name":"sort","type":"string"},{"name":"desc","type":"boolean"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"}],"pageRoute":true,"src":["policy/routes.yaml",51,11]},
    {"at":["routes",5,"access","permissions",0],"src":["policy/routes.yaml",66,19]},
    {"at":["routes",5,"access","flag"],"src":["policy/routes.yaml",67,13]},
    {"at":["routes",5,"access","check"],"src":["policy/routes.yaml",68,14]},
    {"at":["routes",5,"access"],"src":["policy/routes.yaml",66,7]},
    {"at":["routes",5],"search":[{"name":"course","type":"string"},{"name":"raise","type":"string"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"},{"name":"request","type":"string"}],"pageRoute":true,"src":["policy/routes.yaml",59,11]},
    {"at":["routes",6,"access","permissions",0],"src":["policy/routes.yaml",66,19]},
    {"at":["routes",6,"access","flag"],"src":["policy/routes.yaml",67,13]},
    {"at":["routes",6,"access","check"],"src":["policy/routes.yaml",68,14]},
    {"at":["routes",6,"access"],"src":["policy/routes.yaml",66,7]},
    {"at":["routes",6],"search":[{"name":"course","type":"string"},{"name":"raise","type":"string"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"},{"name":"request","type":"string"}],"pageRoute":true,"src":["policy/routes.yaml",60,15]},
    {"at":["routes",7,"access","permissions",0],"src":["policy/routes.yaml",76,27]},
    {"at":["routes",7,"access"],"src":["policy/routes.yaml",76,13]},
    {"at":["routes",7],"search":[{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"}],"pageRoute":true,"src":["policy/routes.yaml",70,11]},
    {"at":["routes",8,"access"],"src":["policy/routes.yaml",85,13]},
    {"at":["routes",8],"search":[{"name":"show","type":"string"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"}],"pageRoute":true,"src":["policy/routes.yaml",78,11]},
    {"at":["routes",9,"access","permissions",0],"src":["policy/routes.yaml",94,27]},
    {"at":["routes",9,"access"],"src":["policy/routes.yaml",94,13]},
    {"at":["routes",9],"search":[{"name":"q","type":"string"},{"name":"format","type":"string"},{"name":"licence","type":"string"},{"name":"subject","type":"string"},{"name":"priceMin","type":"string"},{"name":"priceMax","type":"string"},{"name":"yearFrom","type":"string"},{"name":"yearTo","type":"string"},{"name":"sort","type":"string"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"}],"pageRoute":true,"src":["policy/routes.yaml",87,11]},
    {"at":["routes",10,"access","permissions",0],"src":["policy/routes.yaml",100,27]},
    {"at":["routes",10,"access"],"src":["policy/routes.yaml",100,13]},
    {"at":["routes",10],"search":[{"name":"q","type":"string"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"}],"pageRoute":true,"src":["policy/routes.yaml",96,11]},
    {"at":["routes",11,"access","permissions",0],"src":["policy/routes.yaml",108,27]},
    {"at":["routes",11,"access"],"src":["policy/routes.yaml",108,13]},
    {"at":["routes",11],"search":[{"name":"q","type":"string"},{"name":"term","type":"string"},{"name":"department","type":"string"},{"name":"cost","type":"string"},{"name":"view","type":"string"},{"name":"sort","type":"string"},{"name":"desc","type":"boolean"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"}],"pageRoute":true,"src":["policy/routes.yaml",102,11]},
    {"at":["routes",12,"access","permissions",0],"src":["policy/routes.yaml",117,27]},
    {"at":["routes",12,"access"],"src":["policy/routes.yaml",117,13]},
    {"at":["routes",12],"search":[{"name":"term","type":"string"},{"name":"department","type":"string"},{"name":"status","type":"string"},{"name":"q","type":"string"},{"name":"sort","type":"string"},{"name":"desc","type":"boolean"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"}],"pageRoute":true,"src":["policy/routes.yaml",110,11]},
    {"at":["routes",13,"access","flag"],"src":["policy/routes.yaml",125,13]},
    {"at":["routes",13,"access","check"],"src":["policy/routes.yaml",126,14]},
    {"at":["routes",13,"access"],"src":["policy/routes.yaml",125,7]},
    {"at":["routes",13],"search":[{"name":"report","type":"string"},{"name":"begin","type":"string"},{"name":"end","type":"string"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"}],"pageRoute":true,"src":["policy/routes.yaml",119,11]},
    {"at":["routes",14,"access","flag"],"src":["policy/routes.yaml",137,13]},
    {"at":["routes",14,"access","check"],"src":["policy/routes.yaml",138,14]},
    {"at":["routes",14,"access"],"src":["policy/routes.yaml",137,7]},
    {"at":["routes",14],"search":[{"name":"q","type":"string"},{"name":"status","type":"string"},{"name":"kind","type":"string"},{"name":"requester","type":"string"},{"name":"course","type":"string"},{"name":"from","type":"string"},{"name":"to","type":"string"},{"name":"sort","type":"string"},{"name":"desc","type":"boolean"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"},{"name":"request","type":"string"}],"pageRoute":true,"src":["policy/routes.yaml",128,11]},
    {"at":["routes",15,"access","flag"],"src":["policy/routes.yaml",137,13]},
    {"at":["routes",15,"access","check"],"src":["policy/routes.yaml",138,14]},
    {"at":["routes",15,"access"],"src":["policy/routes.yaml",137,7]},
    {"at":["routes",15],"search":[{"name":"q","type":"string"},{"name":"status","type":"string"},{"name":"kind","type":"string"},{"name":"requester","type":"string"},{"name":"course","type":"string"},{"name":"from","type":"string"},{"name":"to","type":"string"},{"name":"sort","type":"string"},{"name":"desc","type":"boolean"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"},{"name":"request","type":"string"}],"pageRoute":true,"src":["policy/routes.yaml",129,15]},
    {"at":["routes",16,"access","flag"],"src":["policy/routes.yaml",149,13]},
    {"at":["routes",16,"access","check"],"src":["policy/routes.yaml",150,14]},
    {"at":["routes",16,"access"],"src":["policy/routes.yaml",149,7]},
    {"at":["routes",16],"search":[{"name":"q","type":"string"},{"name":"status","type":"string"},{"name":"kind","type":"string"},{"name":"requester","type":"string"},{"name":"course","type":"string"},{"name":"from","type":"string"},{"name":"to","type":"string"},{"name":"sort","type":"string"},{"name":"desc","type":"boolean"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"},{"name":"request","type":"string"}],"pageRoute":true,"src":["policy/routes.yaml",140,11]},
    {"at":["routes",17,"access","flag"],"src":["policy/routes.yaml",149,13]},
    {"at":["routes",17,"access","check"],"src":["policy/routes.yaml",150,14]},
    {"at":["routes",17,"access"],"src":["policy/routes.yaml",149,7]},
    {"at":["routes",17],"search":[{"name":"q","type":"string"},{"name":"status","type":"string"},{"name":"kind","type":"string"},{"name":"requester","type":"string"},{"name":"course","type":"string"},{"name":"from","type":"string"},{"name":"to","type":"string"},{"name":"sort","type":"string"},{"name":"desc","type":"boolean"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"},{"name":"request","type":"string"}],"pageRoute":true,"src":["policy/routes.yaml",141,15]},
    {"at":["routes",18,"access","flag"],"src":["policy/routes.yaml",158,13]},
    {"at":["routes",18,"access","check"],"src":["policy/routes.yaml",159,14]},
    {"at":["routes",18,"access"],"src":["policy/routes.yaml",158,7]},
    {"at":["routes",18],"search":[{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"},{"name":"request","type":"string"}],"pageRoute":true,"src":["policy/routes.yaml",152,11]},
    {"at":["routes",19,"access"],"src":["policy/routes.yaml",165,13]},
    {"at":["routes",19],"pageRoute":true,"src":["policy/routes.yaml",161,11]},
    {"at":["routes",20,"access"],"src":["policy/routes.yaml",172,13]},
    {"at":["routes",20],"search":[{"name":"nbsi","type":"string"}],"pageRoute":true,"src":["policy/routes.yaml",167,11]},
    {"at":["routes",21,"access"],"src":["policy/routes.yaml",172,13]},
    {"at":["routes",21],"search":[{"name":"nbsi","type":"string"}],"pageRoute":true,"src":["policy/routes.yaml",168,15]},
    {"at":["routes",22,"access"],"src":["policy/routes.yaml",172,13]},
    {"at":["routes",22],"search":[{"name":"nbsi","type":"string"}],"pageRoute":true,"src":["policy/routes.yaml",168,38]},
    {"at":["routes",23,"access","flag"],"src":["policy/routes.yaml",179,21]},
    {"at":["routes",23,"access"],"src":["policy/routes.yaml",179,13]},
    {"at":["routes",23],"search":[{"name":"q","type":"string"},{"name":"status","type":"string"},{"name":"stock","type":"string"},{"name":"sort","type":"string"},{"name":"desc","type":"boolean"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"},{"name":"product","type":"string"}],"pageRoute":true,"src":["policy/routes.yaml",174,11]},
    {"at":["routes",24,"access","flag"],"src":["policy/routes.yaml",186,21]},
    {"at":["routes",24,"access"],"src":["policy/routes.yaml",186,13]},
    {"at":["routes",24],"search":[{"name":"q","type":"string"},{"name":"access","type":"string"},{"name":"sort","type":"string"},{"name":"desc","type":"boolean"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"},{"name":"student","type":"string"}],"pageRoute":true,"src":["policy/routes.yaml",181,11]},
    {"at":["routes",25,"access","permissions",0],"src":["policy/routes.yaml",193,27]},
    {"at":["routes",25,"access"],"src":["policy/routes.yaml",193,13]},
    {"at":["routes",25],"search":[{"name":"q","type":"string"},{"name":"sort","type":"string"},{"name":"desc","type":"boolean"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"},{"name":"member","type":"string"}],"pageRoute":true,"src":["policy/routes.yaml",188,11]},
    {"at":["routes",26,"access","permissions",0],"src":["policy/routes.yaml",201,27]},
    {"at":["routes",26,"access"],"src":["policy/routes.yaml",201,13]},
    {"at":["routes",26],"search":[{"name":"ask","type":"string"},{"name":"path","type":"string"},{"name":"menu","type":"string"},{"name":"subject","type":"string"},{"name":"action","type":"string"},{"name":"record","type":"string"},{"name":"answer","type":"string"},{"name":"q","type":"string"},{"name":"sort","type":"string"},{"name":"desc","type":"boolean"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"}],"pageRoute":true,"src":["policy/routes.yaml",195,11]},
    {"at":["routes",27,"access","permissions",0],"src":["policy/routes.yaml",207,27]},
    {"at":["routes",27,"access"],"src":["policy/routes.yaml",207,13]},
    {"at":["routes",27],"pageRoute":true,"src":["policy/routes.yaml",203,11]},
    {"at":["routes",28,"access","permissions",0],"src":["policy/routes.yaml",218,27]},
    {"at":["routes",28,"access"],"src":["policy/routes.yaml",218,13]},
    {"at":["routes",28],"search":[{"name":"view","type":"string"},{"name":"q","type":"string"},{"name":"decision","type":"string"},{"name":"sort","type":"string"},{"name":"desc","type":"boolean"},{"name":"page","type":"number","default":1},{"name":"pageSize","type":"number"},{"name":"person","type":"string"}],"pageRoute":true,"src":["policy/routes.yaml",209,11]},
    {"at":["routes",29,"access","permissions",0],"src":["policy/routes.yaml",225,27]},
    {"at":["routes",29,"access"],"src":["policy/routes.yaml",225,13]},
    {"at":["routes",29],"pageRoute":true,"src":["policy/routes.yaml",220,11]},
    {"at":["routes",30,"access","permissions",0],"src":["policy/routes.yaml",232,27]},
    {"at":["routes",30,"access"],"src":["policy/routes.yaml",232,13]},
    {"at":["routes",30],"search":[{"name":"term","type":"string"}],"pageRoute":true,"src":["policy/routes.yaml",227,11]},
    {"at":["routes",31,"access"],"src":["policy/routes.yaml",239,13]},
    {"at":["routes",31],"search":[{"name":"page","type":"number","default":1}],"pageRoute":true,"src":["policy/routes.yaml",234,11]},
    {"at":["routes",32,"access"],"src":["policy/routes.yaml",245,13]},
    {"at":["routes",32],"pageRoute":true,"src":["policy/routes.yaml",241,11]},
    {"at":["notFound"],"src":["policy/routes.yaml",18,3]},
    {"at":["menu",0,"variants",0],"src":["policy/menu.yaml",16,5]},
    {"at":["menu",0,"when","of",0],"src":["policy/menu.yaml",21,11]},
    {"at":["menu",0,"when","of",1],"src":["policy/menu.yaml",22,11]},
    {"at":["menu",0,"when"],"src":["policy/menu.yaml",20,7]},
    {"at":["menu",0],"src":["policy/menu.yaml",16,9]},
    {"at":["menu",1,"variants",0],"src":["policy/menu.yaml",24,5]},
    {"at":["menu",1,"when","of",0],"src":["policy/menu.yaml",29,11]},
    {"at":["menu",1,"when","of",1,"of"],"src":["policy/menu.yaml",30,16]},
    {"at":["menu",1,"when","of",1],"src":["policy/menu.yaml",30,11]},
    {"at":["menu",1,"when"],"src":["policy/menu.yaml",28,7]},
    {"at":["menu",1],"src":["policy/menu.yaml",24,9]},
    {"at":["menu",2,"variants",0],"src":["policy/menu.yaml",32,5]},
    {"at":["menu",2,"when","of",0],"src":["policy/menu.yaml",37,11]},
    {"at":["menu",2,"when","of",1],"src":["policy/menu.yaml",38,11]},
    {"at":["menu",2,"when"],"src":["policy/menu.yaml",36,7]},
    {"at":["menu",2],"src":["policy/menu.yaml",32,9]},
    {"at":["menu",3,"variants",0],"src":["policy/menu.yaml",40,5]},
    {"at":["menu",3,"when"],"src":["policy/menu.yaml",43,11]},
    {"at":["menu",3,"children",0,"variants",0],"src":["policy/menu.yaml",45,9]},
    {"at":["menu",3,"children",0,"when","of",0,"of","of",0],"src":["policy/menu.yaml",52,28]},
    {"at":["menu",3,"children",0,"when","of",0,"of","of",1],"src":["policy/menu.yaml",52,65]},
    {"at":["menu",3,"children",0,"when","of",0,"of","of",2],"src":["policy/menu.yaml",52,98]},
    {"at":["menu",3,"children",0,"when","of",0,"of","of",3],"src":["policy/menu.yaml",52,130]},
    {"at":["menu",3,"children",0,"when","of",0,"of"],"src":["policy/menu.yaml",52,20]},
    {"at":["menu",3,"children",0,"when","of",0],"src":["policy/menu.yaml",52,15]},
    {"at":["menu",3,"children",0,"when","of",1],"src":["policy/menu.yaml",53,15]},
    {"at":["menu",3,"children",0,"when","of",2],"src":["policy/menu.yaml",54,15]},
    {"at":["menu",3,"children",0,"when","of",3],"src":["policy/menu.yaml",55,15]},
    {"at":["menu",3,"children",0,"when"],"src":["policy/menu.yaml",51,11]},
    {"at":["menu",3,"children",0],"src":["policy/menu.yaml",45,13]},
    {"at":["menu",3,"children",1,"variants",0],"src":["policy/menu.yaml",56,9]},
    {"at":["menu",3,"children",1,"when"],"src":["policy/menu.yaml",59,15]},
    {"at":["menu",3,"children",1],"src":["policy/menu.yaml",56,13]},
    {"at":["menu",3,"children",2,"variants",0],"src":["policy/menu.yaml",60,9]},
    {"at":["menu",3,"children",2,"when","of",0],"src":["policy/menu.yaml",65,15]},
    {"at":["menu",3,"children",2,"when","of",1,"of","of",0],"src":["policy/menu.yaml",66,28]},
    {"at":["menu",3,"children",2,"when","of",1,"of","of",1],"src":["policy/menu.yaml",66,65]},
    {"at":["menu",3,"children",2,"when","of",1,"of","of",2],"src":["policy/menu.yaml",66,98]},
    {"at":["menu",3,"children",2,"when","of",1,"of","of",3],"src":["policy/menu.yaml",66,130]},
    {"at":["menu",3,"children",2,"when","of",1,"of"],"src":["policy/menu.yaml",66,20]},
    {"at":["menu",3,"children",2,"when","of",1],"src":["policy/menu.yaml",66,15]},
    {"at":["menu",3,"children",2,"when"],"src":["policy/menu.yaml",64,11]},
    {"at":["menu",3,"children",2],"src":["policy/menu.yaml",60,13]},
    {"at":["menu",3],"src":["policy/menu.yaml",40,9]},
    {"at":["menu",4,"variants",0],"src":["policy/menu.yaml",68,5]},
    {"at":["menu",4,"when","of",0],"src":["policy/menu.yaml",73,11]},
    {"at":["menu",4,"when","of",1],"src":["policy/menu.yaml",74,11]},
    {"at":["menu",4,"when"],"src":["policy/menu.yaml",72,7]},
    {"at":["menu",4],"src":["policy/menu.yaml",68,9]},
    {"at":["menu",5,"variants",0,"when"],"src":["policy/menu.yaml",84,15]},
    {"at":["menu",5,"variants",0],"src":["policy/menu.yaml",84,9]},
    {"at":["menu",5,"variants",1],"src":["policy/menu.yaml",87,9]},
    {"at":["menu",5,"when","of",0],"src":["policy/menu.yaml",93,11]},
    {"at":["menu",5,"when","of",1],"src":["policy/menu.yaml",94,11]},
    {"at":["menu",5,"when","of",2],"src":["policy/menu.yaml",95,11]},
    {"at":["menu",5,"when"],"src":["policy/menu.yaml",92,7]},
    {"at":["menu",5,"children",0,"variants",0],"src":["policy/menu.yaml",97,9]},
    {"at":["menu",5,"children",0,"when"],"src":["policy/menu.yaml",100,15]},
    {"at":["menu",5,"children",0],"src":["policy/menu.yaml",97,13]},
    {"at":["menu",5,"children",1,"variants",0],"src":["policy/menu.yaml",101,9]},
    {"at":["menu",5,"children",1,"when","of",0],"src":["policy/menu.yaml",105,23]},
    {"at":["menu",5,"children",1,"when","of",1],"src":["policy/menu.yaml",105,54]},
    {"at":["menu",5,"children",1,"when"],"src":["policy/menu.yaml",105,15]},
    {"at":["menu",5,"children",1],"src":["policy/menu.yaml",101,13]},
    {"at":["menu",5,"children",2,"variants",0],"src":["policy/menu.yaml",106,9]},
    {"at":["menu",5,"children",2,"when","of",0],"src":["policy/menu.yaml",111,15]},
    {"at":["menu",5,"children",2,"when","of",1],"src":["policy/menu.yaml",112,15]},
    {"at":["menu",5,"children",2,"when","of",2],"src":["policy/menu.yaml",113,15]},
    {"at":["menu",5,"children",2,"when","of",3],"src":["policy/menu.yaml",114,15]},
    {"at":["menu",5,"children",2,"when"],"src":["policy/menu.yaml",110,11]},
    {"at":["menu",5,"children",2],"src":["policy/menu.yaml",106,13]},
    {"at":["menu",5,"children",3,"variants",0],"src":["policy/menu.yaml",115,9]},
    {"at":["menu",5,"children",3,"when","of",0],"src":["policy/menu.yaml",120,15]},
    {"at":["menu",5,"children",3,"when","of",1],"src":["policy/menu.yaml",121,15]},
    {"at":["menu",5,"children",3,"when"],"src":["policy/menu.yaml",119,11]},
    {"at":["menu",5,"children",3],"src":["policy/menu.yaml",115,13]},
    {"at":["menu",5],"src":["policy/menu.yaml",82,9]},
    {"at":["menu",6,"variants",0],"src":["policy/menu.yaml",123,5]},
    {"at":["menu",6,"when","of",0],"src":["policy/menu.yaml",128,11]},
    {"at":["menu",6,"when","of",1],"src":["policy/menu.yaml",129,11]},
    {"at":["menu",6,"when"],"src":["policy/menu.yaml",127,7]},
    {"at":["menu",6],"src":["policy/menu.yaml",123,9]},
    {"at":["menu",7,"variants",0],"src":["policy/menu.yaml",131,5]},
    {"at":["menu",7,"when","of",0],"src":["policy/menu.yaml",136,11]},
    {"at":["menu",7,"when","of",1],"src":["policy/menu.yaml",137,11]},
    {"at":["menu",7,"when","of",2],"src":["policy/menu.yaml",138,11]},
    {"at":["menu",7,"when"],"src":["policy/menu.yaml",135,7]},
    {"at":["menu",7],"src":["policy/menu.yaml",131,9]},
    {"at":["menu",8,"variants",0],"src":["policy/menu.yaml",140,5]},
    {"at":["menu",8,"when"],"src":["policy/menu.yaml",143,11]},
    {"at":["menu",8],"src":["policy/menu.yaml",140,9]},
    {"at":["menu",9,"variants",0],"src":["policy/menu.yaml",145,5]},
    {"at":["menu",9,"when"],"src":["policy/menu.yaml",148,11]},
    {"at":["menu",9],"src":["policy/menu.yaml",145,9]},
    {"at":["menu",10,"variants",0],"src":["policy/menu.yaml",150,5]},
    {"at":["menu",10,"when"],"src":["policy/menu.yaml",153,11]},
    {"at":["menu",10],"src":["policy/menu.yaml",150,9]},
    {"at":["menu",11,"variants",0],"src":["policy/menu.yaml",155,5]},
    {"at":["menu",11,"when","of",0],"src":["policy/menu.yaml",160,11]},
    {"at":["menu",11,"when","of",1],"src":["policy/menu.yaml",161,11]},
    {"at":["menu",11,"when","of",2],"src":["policy/menu.yaml",162,11]},
    {"at":["menu",11,"when"],"src":["policy/menu.yaml",159,7]},
    {"at":["menu",11],"src":["policy/menu.yaml",155,9]},
    {"at":["menu",12,"variants",0],"src":["policy/menu.yaml",164,5]},
    {"at":["menu",12,"when","of",0],"src":["policy/menu.yaml",169,11]},
    {"at":["menu",12,"when","of",1],"src":["policy/menu.yaml",170,11]},
    {"at":["menu",12,"when"],"src":["policy/menu.yaml",168,7]},
    {"at":["menu",12],"src":["policy/menu.yaml",164,9]},
    {"at":["menu",13,"variants",0],"src":["policy/menu.yaml",172,5]},
    {"at":["menu",13,"when"],"src":["policy/menu.yaml",175,11]},
    {"at":["menu",13],"src":["policy/menu.yaml",172,9]},
    {"at":["landing","flagOff"],"src":["policy/landing.yaml",10,12]},
    {"at":["landing"],"src":["policy/landing.yaml",10,3]},
    {"at":["abilityRules",0,"when"],"src":["policy/permissions.yaml",11,3]},
    {"at":["abilityRules",1,"when"],"src":["policy/permissions.yaml",12,3]},
    {"at":["abilityRules",2,"when"],"src":["policy/permissions.yaml",13,3]},
    {"at":["abilityRules",3,"when"],"src":["policy/permissions.yaml",14,3]},
    {"at":["abilityRules",4,"when"],"src":["policy/permissions.yaml",15,3]},
    {"at":["abilityRules",5,"when"],"src":["policy/permissions.yaml",16,3]},
    {"at":["abilityRules",6,"when"],"src":["policy/permissions.yaml",17,3]},
    {"at":["abilityRules",7,"when"],"src":["policy/permissions.yaml",18,3]},
    {"at":["abilityRules",8,"when"],"src":["policy/permissions.yaml",19,3]},
    {"at":["abilityRules",9,"when"],"src":["policy/permissions.yaml",20,3]},
    {"at":["abilityRules",10,"when"],"src":["policy/permissions.yaml",21,3]},
    {"at":["abilityRules",11,"when"],"src":["policy/permissions.yaml",22,3]},
    {"at":["abilityRules",12,"when"],"src":["policy/permissions.yaml",23,3]},
    {"at":["abilityRules",13,"when"],"src":["policy/permissions.yaml",24,3]},
    {"at":["abilityRules",14,"when"],"src":["policy/permissions.yaml",25,3]},
    {"at":["abilityRules",15,"when"],"src":["policy/permissions.yaml",26,3]},
    {"at":["abilityRules",16,"when"],"src":["policy/permissions.yaml",27,3]},
    {"at":["abilityRules",17,"when"],"src":["policy/permissions.yaml",28,3]},
    {"at":["abilityRules",18,"when"],"src":["policy/permissions.yaml",29,3]},
    {"at":["abilityRules",19,"when"],"src":["policy/permissions.yaml",30,3]},
    {"at":["abilityRules",20,"when"],"src":["policy/permissions.yaml",31,3]},
    {"at":["abilityRules",21,"when"],"src":["policy/flags.yaml",6,3]},
    {"at":["abilityRules",22,"when"],"src":["policy/flags.yaml",7,3]},
    {"at":["abilityRules",23,"when"],"src":["policy/flags.yaml",8,3]},
    {"at":["abilityRules",24,"when"],"src":["policy/flags.yaml",9,3]},
    {"at":["abilityRules",25,"when"],"src":["policy/flags.yaml",10,3]},
    {"at":["abilityRules",26,"when"],"src":["policy/flags.yaml",11,3]},
    {"at":["abilityRules",27,"when"],"src":["policy/flags.yaml",12,3]},
    {"at":["abilityRules",28,"when"],"src":["policy/flags.yaml",13,3]},
    {"at":["abilityRules",29,"when"],"src":["policy/flags.yaml",14,3]},
    {"at":["abilityRules",30,"when"],"src":["policy/checks.yaml",21,3]},
    {"at":["abilityRules",31,"when"],"src":["policy/checks.yaml",27,3]},
    {"at":["abilityRules",32,"when"],"src":["policy/checks.yaml",33,3]},
    {"at":["abilityRules",33,"when"],"src":["policy/checks.yaml",36,3]},
    {"at":["abilityRules",34,"when"],"src":["policy/routes.yaml",25,13]},
    {"at":["abilityRules",35,"when"],"src":["policy/routes.yaml",32,13]},
    {"at":["abilityRules",36,"when","of",0],"src":["policy/routes.yaml",41,27]},
    {"at":["abilityRules",36,"when"],"src":["policy/routes.yaml",41,13]},
    {"at":["abilityRules",37,"when","of","of",0],"src":["policy/menu.yaml",21,11]},
    {"at":["abilityRules",37,"when","of","of",1],"src":["policy/menu.yaml",22,11]},
    {"at":["abilityRules",37,"when","of"],"src":["policy/menu.yaml",20,7]},
    {"at":["abilityRules",37,"when"],"src":["policy/menu.yaml",20,7]},
    {"at":["abilityRules",38,"when"],"src":["policy/routes.yaml",49,13]},
    {"at":["abilityRules",39,"when","of"],"src":["policy/routes.yaml",49,21]},
    {"at":["abilityRules",39,"when"],"src":["policy/routes.yaml",49,21]},
    {"at":["abilityRules",40,"when","of",0],"src":["policy/routes.yaml",57,27]},
    {"at":["abilityRules",40,"when"],"src":["policy/routes.yaml",57,13]},
    {"at":["abilityRules",41,"when","of"],"src":["policy/menu.yaml",43,11]},
    {"at":["abilityRules",41,"when"],"src":["policy/menu.yaml",43,11]},
    {"at":["abilityRules",42,"when"],"src":["policy/routes.yaml",68,14]},
    {"at":["abilityRules",43,"when","of","of",0,"of","of",0],"src":["policy/menu.yaml",52,28]},
    {"at":["abilityRules",43,"when","of","of",0,"of","of",1],"src":["policy/menu.yaml",52,65]},
    {"at":["abilityRules",43,"when","of","of",0,"of","of",2],"src":["policy/menu.yaml",52,98]},
    {"at":["abilityRules",43,"when","of","of",0,"of","of",3],"src":["policy/menu.yaml",52,130]},
    {"at":["abilityRules",43,"when","of","of",0,"of"],"src":["policy/menu.yaml",52,20]},
    {"at":["abilityRules",43,"when","of","of",0],"src":["policy/menu.yaml",52,15]},
    {"at":["abilityRules",43,"when","of","of",1],"src":["policy/menu.yaml",53,15]},
    {"at":["abilityRules",43,"when","of","of",2],"src":["policy/menu.yaml",54,15]},
    {"at":["abilityRules",43,"when","of","of",3],"src":["policy/menu.yaml",55,15]},
    {"at":["abilityRules",43,"when","of"],"src":["policy/menu.yaml",51,11]},
    {"at":["abilityRules",43,"when"],"src":["policy/menu.yaml",51,11]},
    {"at":["abilityRules",44,"when","of"],"src":["policy/routes.yaml",67,13]},
    {"at":["abilityRules",44,"when"],"src":["policy/routes.yaml",67,13]},
    {"at":["abilityRules",45,"when"],"src":["policy/routes.yaml",68,14]},
    {"at":["abilityRules",46,"when","of","of",0,"of",0,"of",0],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",46,"when","of","of",0,"of",0,"of",1,"of",0],"src":["policy/menu.yaml",111,15]},
    {"at":["abilityRules",46,"when","of","of",0,"of",0,"of",1,"of",1],"src":["policy/menu.yaml",112,15]},
    {"at":["abilityRules",46,"when","of","of",0,"of",0,"of",1,"of",2],"src":["policy/menu.yaml",113,15]},
    {"at":["abilityRules",46,"when","of","of",0,"of",0,"of",1,"of",3],"src":["policy/menu.yaml",114,15]},
    {"at":["abilityRules",46,"when","of","of",0,"of",0,"of",1],"src":["policy/menu.yaml",110,11]},
    {"at":["abilityRules",46,"when","of","of",0,"of",0],"src":["policy/menu.yaml",106,13]},
    {"at":["abilityRules",46,"when","of","of",0,"of",1,"of",0,"of"],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",46,"when","of","of",0,"of",1,"of",0],"src":["policy/menu.yaml",84,9]},
    {"at":["abilityRules",46,"when","of","of",0,"of",1,"of",1,"of",0],"src":["policy/menu.yaml",111,15]},
    {"at":["abilityRules",46,"when","of","of",0,"of",1,"of",1,"of",1],"src":["policy/menu.yaml",112,15]},
    {"at":["abilityRules",46,"when","of","of",0,"of",1,"of",1,"of",2],"src":["policy/menu.yaml",113,15]},
    {"at":["abilityRules",46,"when","of","of",0,"of",1,"of",1,"of",3],"src":["policy/menu.yaml",114,15]},
    {"at":["abilityRules",46,"when","of","of",0,"of",1,"of",1],"src":["policy/menu.yaml",110,11]},
    {"at":["abilityRules",46,"when","of","of",0,"of",1],"src":["policy/menu.yaml",106,13]},
    {"at":["abilityRules",46,"when","of","of",0],"src":["policy/menu.yaml",106,13]},
    {"at":["abilityRules",46,"when","of","of",1,"of","of",0],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",46,"when","of","of",1,"of","of",1,"of"],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",46,"when","of","of",1,"of","of",1],"src":["policy/menu.yaml",84,9]},
    {"at":["abilityRules",46,"when","of","of",1,"of"],"src":["policy/menu.yaml",106,13]},
    {"at":["abilityRules",46,"when","of","of",1],"src":["policy/menu.yaml",106,13]},
    {"at":["abilityRules",46,"when","of"],"src":["policy/menu.yaml",106,13]},
    {"at":["abilityRules",46,"when"],"src":["policy/menu.yaml",106,13]},
    {"at":["abilityRules",47,"when","of"],"src":["policy/routes.yaml",67,13]},
    {"at":["abilityRules",47,"when"],"src":["policy/routes.yaml",67,13]},
    {"at":["abilityRules",48,"when","of",0],"src":["policy/routes.yaml",76,27]},
    {"at":["abilityRules",48,"when"],"src":["policy/routes.yaml",76,13]},
    {"at":["abilityRules",49,"when","of"],"src":["policy/menu.yaml",59,15]},
    {"at":["abilityRules",49,"when"],"src":["policy/menu.yaml",59,15]},
    {"at":["abilityRules",50,"when"],"src":["policy/routes.yaml",85,13]},
    {"at":["abilityRules",51,"when","of",0],"src":["policy/routes.yaml",94,27]},
    {"at":["abilityRules",51,"when"],"src":["policy/routes.yaml",94,13]},
    {"at":["abilityRules",52,"when","of","of",0],"src":["policy/menu.yaml",37,11]},
    {"at":["abilityRules",52,"when","of","of",1],"src":["policy/menu.yaml",38,11]},
    {"at":["abilityRules",52,"when","of"],"src":["policy/menu.yaml",36,7]},
    {"at":["abilityRules",52,"when"],"src":["policy/menu.yaml",36,7]},
    {"at":["abilityRules",53,"when","of",0],"src":["policy/routes.yaml",100,27]},
    {"at":["abilityRules",53,"when"],"src":["policy/routes.yaml",100,13]},
    {"at":["abilityRules",54,"when","of","of",0],"src":["policy/menu.yaml",29,11]},
    {"at":["abilityRules",54,"when","of","of",1,"of"],"src":["policy/menu.yaml",30,16]},
    {"at":["abilityRules",54,"when","of","of",1],"src":["policy/menu.yaml",30,11]},
    {"at":["abilityRules",54,"when","of"],"src":["policy/menu.yaml",28,7]},
    {"at":["abilityRules",54,"when"],"src":["policy/menu.yaml",28,7]},
    {"at":["abilityRules",55,"when","of",0],"src":["policy/routes.yaml",108,27]},
    {"at":["abilityRules",55,"when"],"src":["policy/routes.yaml",108,13]},
    {"at":["abilityRules",56,"when","of","of",0],"src":["policy/menu.yaml",128,11]},
    {"at":["abilityRules",56,"when","of","of",1],"src":["policy/menu.yaml",129,11]},
    {"at":["abilityRules",56,"when","of"],"src":["policy/menu.yaml",127,7]},
    {"at":["abilityRules",56,"when"],"src":["policy/menu.yaml",127,7]},
    {"at":["abilityRules",57,"when","of",0],"src":["policy/routes.yaml",117,27]},
    {"at":["abilityRules",57,"when"],"src":["policy/routes.yaml",117,13]},
    {"at":["abilityRules",58,"when"],"src":["policy/routes.yaml",126,14]},
    {"at":["abilityRules",59,"when","of","of",0],"src":["policy/menu.yaml",160,11]},
    {"at":["abilityRules",59,"when","of","of",1],"src":["policy/menu.yaml",161,11]},
    {"at":["abilityRules",59,"when","of","of",2],"src":["policy/menu.yaml",162,11]},
    {"at":["abilityRules",59,"when","of"],"src":["policy/menu.yaml",159,7]},
    {"at":["abilityRules",59,"when"],"src":["policy/menu.yaml",159,7]},
    {"at":["abilityRules",60,"when","of"],"src":["policy/routes.yaml",125,13]},
    {"at":["abilityRules",60,"when"],"src":["policy/routes.yaml",125,13]},
    {"at":["abilityRules",61,"when"],"src":["policy/routes.yaml",138,14]},
    {"at":["abilityRules",62,"when","of","of",0,"of",0,"of"],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",62,"when","of","of",0,"of",0],"src":["policy/menu.yaml",84,9]},
    {"at":["abilityRules",62,"when","of","of",0,"of",1,"of",0],"src":["policy/menu.yaml",93,11]},
    {"at":["abilityRules",62,"when","of","of",0,"of",1,"of",1],"src":["policy/menu.yaml",94,11]},
    {"at":["abilityRules",62,"when","of","of",0,"of",1,"of",2],"src":["policy/menu.yaml",95,11]},
    {"at":["abilityRules",62,"when","of","of",0,"of",1],"src":["policy/menu.yaml",92,7]},
    {"at":["abilityRules",62,"when","of","of",0],"src":["policy/menu.yaml",82,9]},
    {"at":["abilityRules",62,"when","of","of",1,"of","of"],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",62,"when","of","of",1,"of"],"src":["policy/menu.yaml",84,9]},
    {"at":["abilityRules",62,"when","of","of",1],"src":["policy/menu.yaml",82,9]},
    {"at":["abilityRules",62,"when","of"],"src":["policy/menu.yaml",82,9]},
    {"at":["abilityRules",62,"when"],"src":["policy/menu.yaml",82,9]},
    {"at":["abilityRules",63,"when","of"],"src":["policy/routes.yaml",137,13]},
    {"at":["abilityRules",63,"when"],"src":["policy/routes.yaml",137,13]},
    {"at":["abilityRules",64,"when"],"src":["policy/routes.yaml",138,14]},
    {"at":["abilityRules",65,"when","of","of",0,"of",0],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",65,"when","of","of",0,"of",1,"of",0],"src":["policy/menu.yaml",93,11]},
    {"at":["abilityRules",65,"when","of","of",0,"of",1,"of",1],"src":["policy/menu.yaml",94,11]},
    {"at":["abilityRules",65,"when","of","of",0,"of",1,"of",2],"src":["policy/menu.yaml",95,11]},
    {"at":["abilityRules",65,"when","of","of",0,"of",1],"src":["policy/menu.yaml",92,7]},
    {"at":["abilityRules",65,"when","of","of",0],"src":["policy/menu.yaml",82,9]},
    {"at":["abilityRules",65,"when","of","of",1,"of"],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",65,"when","of","of",1],"src":["policy/menu.yaml",82,9]},
    {"at":["abilityRules",65,"when","of"],"src":["policy/menu.yaml",82,9]},
    {"at":["abilityRules",65,"when"],"src":["policy/menu.yaml",82,9]},
    {"at":["abilityRules",66,"when","of"],"src":["policy/routes.yaml",137,13]},
    {"at":["abilityRules",66,"when"],"src":["policy/routes.yaml",137,13]},
    {"at":["abilityRules",67,"when"],"src":["policy/routes.yaml",150,14]},
    {"at":["abilityRules",68,"when","of","of",0,"of",0,"of"],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",68,"when","of","of",0,"of",0],"src":["policy/menu.yaml",84,9]},
    {"at":["abilityRules",68,"when","of","of",0,"of",1],"src":["policy/menu.yaml",100,15]},
    {"at":["abilityRules",68,"when","of","of",0],"src":["policy/menu.yaml",97,13]},
    {"at":["abilityRules",68,"when","of","of",1,"of","of"],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",68,"when","of","of",1,"of"],"src":["policy/menu.yaml",84,9]},
    {"at":["abilityRules",68,"when","of","of",1],"src":["policy/menu.yaml",97,13]},
    {"at":["abilityRules",68,"when","of"],"src":["policy/menu.yaml",97,13]},
    {"at":["abilityRules",68,"when"],"src":["policy/menu.yaml",97,13]},
    {"at":["abilityRules",69,"when","of"],"src":["policy/routes.yaml",149,13]},
    {"at":["abilityRules",69,"when"],"src":["policy/routes.yaml",149,13]},
    {"at":["abilityRules",70,"when"],"src":["policy/routes.yaml",150,14]},
    {"at":["abilityRules",71,"when","of","of",0,"of",0],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",71,"when","of","of",0,"of",1],"src":["policy/menu.yaml",100,15]},
    {"at":["abilityRules",71,"when","of","of",0],"src":["policy/menu.yaml",97,13]},
    {"at":["abilityRules",71,"when","of","of",1,"of"],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",71,"when","of","of",1],"src":["policy/menu.yaml",97,13]},
    {"at":["abilityRules",71,"when","of"],"src":["policy/menu.yaml",97,13]},
    {"at":["abilityRules",71,"when"],"src":["policy/menu.yaml",97,13]},
    {"at":["abilityRules",72,"when","of"],"src":["policy/routes.yaml",149,13]},
    {"at":["abilityRules",72,"when"],"src":["policy/routes.yaml",149,13]},
    {"at":["abilityRules",73,"when"],"src":["policy/routes.yaml",159,14]},
    {"at":["abilityRules",74,"when","of","of",0,"of",0,"of",0],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",74,"when","of","of",0,"of",0,"of",1,"of",0],"src":["policy/menu.yaml",105,23]},
    {"at":["abilityRules",74,"when","of","of",0,"of",0,"of",1,"of",1],"src":["policy/menu.yaml",105,54]},
    {"at":["abilityRules",74,"when","of","of",0,"of",0,"of",1],"src":["policy/menu.yaml",105,15]},
    {"at":["abilityRules",74,"when","of","of",0,"of",0],"src":["policy/menu.yaml",101,13]},
    {"at":["abilityRules",74,"when","of","of",0,"of",1,"of",0,"of"],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",74,"when","of","of",0,"of",1,"of",0],"src":["policy/menu.yaml",84,9]},
    {"at":["abilityRules",74,"when","of","of",0,"of",1,"of",1,"of",0],"src":["policy/menu.yaml",105,23]},
    {"at":["abilityRules",74,"when","of","of",0,"of",1,"of",1,"of",1],"src":["policy/menu.yaml",105,54]},
    {"at":["abilityRules",74,"when","of","of",0,"of",1,"of",1],"src":["policy/menu.yaml",105,15]},
    {"at":["abilityRules",74,"when","of","of",0,"of",1],"src":["policy/menu.yaml",101,13]},
    {"at":["abilityRules",74,"when","of","of",0],"src":["policy/menu.yaml",101,13]},
    {"at":["abilityRules",74,"when","of","of",1,"of","of",0],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",74,"when","of","of",1,"of","of",1,"of"],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",74,"when","of","of",1,"of","of",1],"src":["policy/menu.yaml",84,9]},
    {"at":["abilityRules",74,"when","of","of",1,"of"],"src":["policy/menu.yaml",101,13]},
    {"at":["abilityRules",74,"when","of","of",1],"src":["policy/menu.yaml",101,13]},
    {"at":["abilityRules",74,"when","of"],"src":["policy/menu.yaml",101,13]},
    {"at":["abilityRules",74,"when"],"src":["policy/menu.yaml",101,13]},
    {"at":["abilityRules",75,"when","of"],"src":["policy/routes.yaml",158,13]},
    {"at":["abilityRules",75,"when"],"src":["policy/routes.yaml",158,13]},
    {"at":["abilityRules",76,"when"],"src":["policy/routes.yaml",165,13]},
    {"at":["abilityRules",77,"when"],"src":["policy/routes.yaml",172,13]},
    {"at":["abilityRules",78,"when"],"src":["policy/routes.yaml",172,13]},
    {"at":["abilityRules",79,"when","of","of",0,"of",0,"of",0],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",79,"when","of","of",0,"of",0,"of",1,"of",0],"src":["policy/menu.yaml",120,15]},
    {"at":["abilityRules",79,"when","of","of",0,"of",0,"of",1,"of",1],"src":["policy/menu.yaml",121,15]},
    {"at":["abilityRules",79,"when","of","of",0,"of",0,"of",1],"src":["policy/menu.yaml",119,11]},
    {"at":["abilityRules",79,"when","of","of",0,"of",0],"src":["policy/menu.yaml",115,13]},
    {"at":["abilityRules",79,"when","of","of",0,"of",1,"of",0,"of"],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",79,"when","of","of",0,"of",1,"of",0],"src":["policy/menu.yaml",84,9]},
    {"at":["abilityRules",79,"when","of","of",0,"of",1,"of",1,"of",0],"src":["policy/menu.yaml",120,15]},
    {"at":["abilityRules",79,"when","of","of",0,"of",1,"of",1,"of",1],"src":["policy/menu.yaml",121,15]},
    {"at":["abilityRules",79,"when","of","of",0,"of",1,"of",1],"src":["policy/menu.yaml",119,11]},
    {"at":["abilityRules",79,"when","of","of",0,"of",1],"src":["policy/menu.yaml",115,13]},
    {"at":["abilityRules",79,"when","of","of",0],"src":["policy/menu.yaml",115,13]},
    {"at":["abilityRules",79,"when","of","of",1,"of","of",0],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",79,"when","of","of",1,"of","of",1,"of"],"src":["policy/menu.yaml",84,15]},
    {"at":["abilityRules",79,"when","of","of",1,"of","of",1],"src":["policy/menu.yaml",84,9]},
    {"at":["abilityRules",79,"when","of","of",1,"of"],"src":["policy/menu.yaml",115,13]},
    {"at":["abilityRules",79,"when","of","of",1],"src":["policy/menu.yaml",115,13]},
    {"at":["abilityRules",79,"when","of"],"src":["policy/menu.yaml",115,13]},
    {"at":["abilityRules",79,"when"],"src":["policy/menu.yaml",115,13]},
    {"at":["abilityRules",80,"when"],"src":["policy/routes.yaml",172,13]},
    {"at":["abilityRules",81,"when","of","of",0],"src":["policy/menu.yaml",65,15]},
    {"at":["abilityRules",81,"when","of","of",1,"of","of",0],"src":["policy/menu.yaml",66,28]},
    {"at":["abilityRules",81,"when","of","of",1,"of","of",1],"src":["policy/menu.yaml",66,65]},
    {"at":["abilityRules",81,"when","of","of",1,"of","of",2],"src":["policy/menu.yaml",66,98]},
    {"at":["abilityRules",81,"when","of","of",1,"of","of",3],"src":["policy/menu.yaml",66,130]},
    {"at":["abilityRules",81,"when","of","of",1,"of"],"src":["policy/menu.yaml",66,20]},
    {"at":["abilityRules",81,"when","of","of",1],"src":["policy/menu.yaml",66,15]},
    {"at":["abilityRules",81,"when","of"],"src":["policy/menu.yaml",64,11]},
    {"at":["abilityRules",81,"when"],"src":["policy/menu.yaml",64,11]},
    {"at":["abilityRules",82,"when"],"src":["policy/routes.yaml",179,13]},
    {"at":["abilityRules",83,"when","of","of",0],"src":["policy/menu.yaml",169,11]},
    {"at":["abilityRules",83,"when","of","of",1],"src":["policy/menu.yaml",170,11]},
    {"at":["abilityRules",83,"when","of"],"src":["policy/menu.yaml",168,7]},
    {"at":["abilityRules",83,"when"],"src":["policy/menu.yaml",168,7]},
    {"at":["abilityRules",84,"when","of"],"src":["policy/routes.yaml",179,21]},
    {"at":["abilityRules",84,"when"],"src":["policy/routes.yaml",179,21]},
    {"at":["abilityRules",85,"when"],"src":["policy/routes.yaml",186,13]},
    {"at":["abilityRules",86,"when","of","of",0],"src":["policy/menu.yaml",136,11]},
    {"at":["abilityRules",86,"when","of","of",1],"src":["policy/menu.yaml",137,11]},
    {"at":["abilityRules",86,"when","of","of",2],"src":["policy/menu.yaml",138,11]},
    {"at":["abilityRules",86,"when","of"],"src":["policy/menu.yaml",135,7]},
    {"at":["abilityRules",86,"when"],"src":["policy/menu.yaml",135,7]},
    {"at":["abilityRules",87,"when","of"],"src":["policy/routes.yaml",186,21]},
    {"at":["abilityRules",87,"when"],"src":["policy/routes.yaml",186,21]},
    {"at":["abilityRules",88,"when","of",0],"src":["policy/routes.yaml",193,27]},
    {"at":["abilityRules",88,"when"],"src":["policy/routes.yaml",193,13]},
    {"at":["abilityRules",89,"when","of"],"src":["policy/menu.yaml",143,11]},
    {"at":["abilityRules",89,"when"],"src":["policy/menu.yaml",143,11]},
    {"at":["abilityRules",90,"when","of",0],"src":["policy/routes.yaml",201,27]},
    {"at":["abilityRules",90,"when"],"src":["policy/routes.yaml",201,13]},
    {"at":["abilityRules",91,"when","of"],"src":["policy/menu.yaml",148,11]},
    {"at":["abilityRules",91,"when"],"src":["policy/menu.yaml",148,11]},
    {"at":["abilityRules",92,"when","of",0],"src":["policy/routes.yaml",207,27]},
    {"at":["abilityRules",92,"when"],"src":["policy/routes.yaml",207,13]},
    {"at":["abilityRules",93,"when","of"],"src":["policy/menu.yaml",153,11]},
    {"at":["abilityRules",93,"when"],"src":["policy/menu.yaml",153,11]},
    {"at":["abilityRules",94,"when","of",0],"src":["policy/routes.yaml",218,27]},
    {"at":["abilityRules",94,"when"],"src":["policy/routes.yaml",218,13]},
    {"at":["abilityRules",95,"when","of",0],"src":["policy/routes.yaml",225,27]},
    {"at":["abilityRules",95,"when"],"src":["policy/routes.yaml",225,13]},
    {"at":["abilityRules",96,"when","of",0],"src":["policy/routes.yaml",232,27]},
    {"at":["abilityRules",96,"when"],"src":["policy/routes.yaml",232,13]},
    {"at":["abilityRules",97,"when","of"],"src":["policy/menu.yaml",175,11]},
    {"at":["abilityRules",97,"when"],"src":["policy/menu.yaml",175,11]},
    {"at":["abilityRules",98,"when"],"src":["policy/routes.yaml",239,13]},
    {"at":["abilityRules",99,"when"],"src":["policy/routes.yaml",245,13]},
    {"at":["abilityRules",100,"when","of",0],"src":["policy/menu.yaml",21,11]},
    {"at":["abilityRules",100,"when","of",1],"src":["policy/menu.yaml",22,11]},
    {"at":["abilityRules",100,"when"],"src":["policy/menu.yaml",20,7]},
    {"at":["abilityRules",101,"when","of",0],"src":["policy/menu.yaml",29,11]},
    {"at":["abilityRules",101,"when","of",1,"of"],"src":["policy/menu.yaml",30,16]},
    {"at":["abilityRules",101,"when","of",1],"src":["policy/menu.yaml",30,11]},
    {"at":["abilityRules",101,"when"],"src":["policy/menu.yaml",28,7]},
    {"at":["abilityRules",102,"when","of",0],"src":["policy/menu.yaml",37,11]},
    {"at":["abilityRules",102,"when","of",1],"src":["policy/menu.yaml",38,11]},
    {"at":["abilityRules",102,"when"],"src":["policy/menu.yaml",36,7]},
    {"at":["abilityRules",103,"when"],"src":["policy/menu.yaml",43,11]},
    {"at":["abilityRules",104,"when","of",0],"src":["policy/menu.yaml",43,11]},
    {"at":["abilityRules",104,"when","of",1,"of",0,"of","of",0],"src":["policy/menu.yaml",52,28]},
    {"at":["abilityRules",104,"when","of",1,"of",0,"of","of",1],"src":["policy/menu.yaml",52,65]},
    {"at":["abilityRules",104,"when","of",1,"of",0,"of","of",2],"src":["policy/menu.yaml",52,98]},
    {"at":["abilityRules",104,"when","of",1,"of",0,"of","of",3],"src":["policy/menu.yaml",52,130]},
    {"at":["abilityRules",104,"when","of",1,"of",0,"of"],"src":["policy/menu.yaml",52,20]},
    {"at":["abilityRules",104,"when","of",1,"of",0],"src":["policy/menu.yaml",52,15]},
    {"at":["abilityRules",104,"when","of",1,"of",1],"src":["policy/menu.yaml",53,15]},
    {"at":["abilityRules",104,"when","of",1,"of",2],"src":["policy/menu.yaml",54,15]},
    {"at":["abilityRules",104,"when","of",1,"of",3],"src":["policy/menu.yaml",55,15]},
    {"at":["abilityRules",104,"when","of",1],"src":["policy/menu.yaml",51,11]},
    {"at":["abilityRules",104,"when"],"src":["policy/menu.yaml",45,13]},
    {"at":["abilityRules",105,"when","of",0],"src":["policy/menu.yaml",43,11]},
    {"at":["abilityRules",105,"when","of",1],"src":["policy/menu.yaml",59,15]},
    {"at":["abilityRules",105,"when"],"src":["policy/menu.yaml",56,13]},
    {"at":["abilityRules",106,"when","of",0],"src":["policy/menu.yaml",43,11]},
    {"at":["abilityRules",106,"when","of",1,"of",0],"src":["policy/menu.yaml",65,15]},
    {"at":["abilityRules",106,"when","of",1,"of",1,"of","of",0],"src":["policy/menu.yaml",66,28]},
    {"at":["abilityRules",106,"when","of",1,"of",1,"of","of",1],"src":["policy/menu.yaml",66,65]},
    {"at":["abilityRules",106,"when","of",1,"of",1,"of","of",2],"src":["policy/menu.yaml",66,98]},
    {"at":["abilityRules",106,"when","of",1,"of",1,"of","of",3],"src":["policy/menu.yaml",66,130]},
    {"at":["abilityRules",106,"when","of",1,"of",1,"of"],"src":["policy/menu.yaml",66,20]},
    {"at":["abilityRules",106,"when","of",1,"of",1],"src":["policy/menu.yaml",66,15]},
    {"at":["abilityRules",106,"when","of",1],"src":["policy/menu.yaml",64,11]},
    {"at":["abilityRules",106,"when"],"src":["policy/menu.yaml",60,13]},
    {"at":["abilityRules",107,"when","of",0],"src":["policy/menu.yaml",73,11]},
    {"at":["abilityRules",107,"when","of",1],"src":["policy/menu.yaml",74,11]},
    {"at":["abilityRules",107,"when"],"src":["policy/menu.yaml",72,7]},
    {"at":["abilityRules",108,"when","of",0],"src":["policy/menu.yaml",93,11]},
    {"at":["abilityRules",108,"when","of",1],"src":["policy/menu.yaml",94,11]},
    {"at":["abilityRules",108,"when","of",2],"src":["policy/menu.yaml",95,11]},
    {"at":["abilityRules",108,"when"],"src":["policy/menu.yaml",92,7]},
    {"at":["abilityRules",109,"when","of",0,"of",0],"src":["policy/menu.yaml",93,11]},
    {"at":["abilityRules",109,"when","of",0,"of",1],"src":["policy/menu.yaml",94,11]},
    {"at":["abilityRules",109,"when","of",0,"of",2],"src":["policy/menu.yaml",95,11]},
    {"at":["abilityRules",109,"when","of",0],"src":["policy/menu.yaml",92,7]},
    {"at":["abilityRules",109,"when","of",1],"src":["policy/menu.yaml",100,15]},
    {"at":["abilityRules",109,"when"],"src":["policy/menu.yaml",97,13]},
    {"at":["abilityRules",110,"when","of",0,"of",0],"src":["policy/menu.yaml",93,11]},
    {"at":["abilityRules",110,"when","of",0,"of",1],"src":["policy/menu.yaml",94,11]},
    {"at":["abilityRules",110,"when","of",0,"of",2],"src":["policy/menu.yaml",95,11]},
    {"at":["abilityRules",110,"when","of",0],"src":["policy/menu.yaml",92,7]},
    {"at":["abilityRules",110,"when","of",1,"of",0],"src":["policy/menu.yaml",105,23]},
    {"at":["abilityRules",110,"when","of",1,"of",1],"src":["policy/menu.yaml",105,54]},
    {"at":["abilityRules",110,"when","of",1],"src":["policy/menu.yaml",105,15]},
    {"at":["abilityRules",110,"when"],"src":["policy/menu.yaml",101,13]},
    {"at":["abilityRules",111,"when","of",0,"of",0],"src":["policy/menu.yaml",93,11]},
    {"at":["abilityRules",111,"when","of",0,"of",1],"src":["policy/menu.yaml",94,11]},
    {"at":["abilityRules",111,"when","of",0,"of",2],"src":["policy/menu.yaml",95,11]},
    {"at":["abilityRules",111,"when","of",0],"src":["policy/menu.yaml",92,7]},
    {"at":["abilityRules",111,"when","of",1,"of",0],"src":["policy/menu.yaml",111,15]},
    {"at":["abilityRules",111,"when","of",1,"of",1],"src":["policy/menu.yaml",112,15]},
    {"at":["abilityRules",111,"when","of",1,"of",2],"src":["policy/menu.yaml",113,15]},
    {"at":["abilityRules",111,"when","of",1,"of",3],"src":["policy/menu.yaml",114,15]},
    {"at":["abilityRules",111,"when","of",1],"src":["policy/menu.yaml",110,11]},
    {"at":["abilityRules",111,"when"],"src":["policy/menu.yaml",106,13]},
    {"at":["abilityRules",112,"when","of",0,"of",0],"src":["policy/menu.yaml",93,11]},
    {"at":["abilityRules",112,"when","of",0,"of",1],"src":["policy/menu.yaml",94,11]},
    {"at":["abilityRules",112,"when","of",0,"of",2],"src":["policy/menu.yaml",95,11]},
    {"at":["abilityRules",112,"when","of",0],"src":["policy/menu.yaml",92,7]},
    {"at":["abilityRules",112,"when","of",1,"of",0],"src":["policy/menu.yaml",120,15]},
    {"at":["abilityRules",112,"when","of",1,"of",1],"src":["policy/menu.yaml",121,15]},
    {"at":["abilityRules",112,"when","of",1],"src":["policy/menu.yaml",119,11]},
    {"at":["abilityRules",112,"when"],"src":["policy/menu.yaml",115,13]},
    {"at":["abilityRules",113,"when","of",0],"src":["policy/menu.yaml",128,11]},
    {"at":["abilityRules",113,"when","of",1],"src":["policy/menu.yaml",129,11]},
    {"at":["abilityRules",113,"when"],"src":["policy/menu.yaml",127,7]},
    {"at":["abilityRules",114,"when","of",0],"src":["policy/menu.yaml",136,11]},
    {"at":["abilityRules",114,"when","of",1],"src":["policy/menu.yaml",137,11]},
    {"at":["abilityRules",114,"when","of",2],"src":["policy/menu.yaml",138,11]},
    {"at":["abilityRules",114,"when"],"src":["policy/menu.yaml",135,7]},
    {"at":["abilityRules",115,"when"],"src":["policy/menu.yaml",143,11]},
    {"at":["abilityRules",116,"when"],"src":["policy/menu.yaml",148,11]},
    {"at":["abilityRules",117,"when"],"src":["policy/menu.yaml",153,11]},
    {"at":["abilityRules",118,"when","of",0],"src":["policy/menu.yaml",160,11]},
    {"at":["abilityRules",118,"when","of",1],"src":["policy/menu.yaml",161,11]},
    {"at":["abilityRules",118,"when","of",2],"src":["policy/menu.yaml",162,11]},
    {"at":["abilityRules",118,"when"],"src":["policy/menu.yaml",159,7]},
    {"at":["abilityRules",119,"when","of",0],"src":["policy/menu.yaml",169,11]},
    {"at":["abilityRules",119,"when","of",1],"src":["policy/menu.yaml",170,11]},
    {"at":["abilityRules",119,"when"],"src":["policy/menu.yaml",168,7]},
    {"at":["abilityRules",120,"when"],"src":["policy/menu.yaml",175,11]},
    {"at":["abilityRules",121,"when"],"src":["policy/resources/access-review.yaml",18,15]},
    {"at":["abilityRules",121],"src":["policy/resources/access-review.yaml",18,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":240,"src":["policy/resources/access-review.yaml",19,16]}]},
    {"at":["abilityRules",122,"when"],"src":["policy/resources/access-review.yaml",23,15]},
    {"at":["abilityRules",122],"src":["policy/resources/access-review.yaml",23,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":242,"src":["policy/resources/access-review.yaml",24,16]}]},
    {"at":["abilityRules",123,"when"],"src":["policy/resources/access-review.yaml",28,15]},
    {"at":["abilityRules",123],"src":["policy/resources/access-review.yaml",28,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":244,"src":["policy/resources/access-review.yaml",31,15]},{"field":"status","op":"eq","value":"open","id":245,"src":["policy/resources/access-review.yaml",32,15]}]},
    {"at":["abilityRules",124,"when"],"src":["policy/resources/access-review.yaml",36,15]},
    {"at":["abilityRules",124],"src":["policy/resources/access-review.yaml",36,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":247,"src":["policy/resources/access-review.yaml",39,15]},{"field":"status","op":"eq","value":"open","id":248,"src":["policy/resources/access-review.yaml",40,15]},{"field":"selfMarkedBy","op":"ne","value":{"$user":"id"},"id":249,"src":["policy/resources/access-review.yaml",41,20]}]},
    {"at":["abilityRules",125,"when"],"src":["policy/resources/adoption.yaml",20,15]},
    {"at":["abilityRules",125],"src":["policy/resources/adoption.yaml",20,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":251,"src":["policy/resources/adoption.yaml",21,16]}]},
    {"at":["abilityRules",126,"when"],"src":["policy/resources/adoption.yaml",22,15]},
    {"at":["abilityRules",126],"src":["policy/resources/adoption.yaml",22,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":253,"src":["policy/resources/adoption.yaml",25,15]},{"field":"instructorIds","op":"eq","value":{"$user":"id"},"id":254,"src":["policy/resources/adoption.yaml",26,15]}]},
    {"at":["abilityRules",127,"when"],"src":["policy/resources/adoption.yaml",28,15]},
    {"at":["abilityRules",127],"src":["policy/resources/adoption.yaml",28,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":256,"src":["policy/resources/adoption.yaml",29,16]}]},
    {"at":["abilityRules",128,"when"],"src":["policy/resources/adoption.yaml",33,15]},
    {"at":["abilityRules",128],"src":["policy/resources/adoption.yaml",33,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":258,"src":["policy/resources/adoption.yaml",36,15]},{"field":"instructorIds","op":"eq","value":{"$user":"id"},"id":259,"src":["policy/resources/adoption.yaml",37,15]},{"field":"status","op":"in","value":["proposed","approved"],"id":260,"src":["policy/resources/adoption.yaml",38,15]}]},
    {"at":["abilityRules",129,"when"],"src":["policy/resources/adoption.yaml",42,15]},
    {"at":["abilityRules",129],"src":["policy/resources/adoption.yaml",42,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":262,"src":["policy/resources/adoption.yaml",45,15]},{"field":"instructorIds","op":"eq","value":{"$user":"id"},"id":263,"src":["policy/resources/adoption.yaml",46,15]},{"field":"status","op":"in","value":["proposed","approved"],"id":264,"src":["policy/resources/adoption.yaml",47,15]}]},
    {"at":["abilityRules",130,"when"],"src":["policy/resources/adoption.yaml",51,15]},
    {"at":["abilityRules",130],"src":["policy/resources/adoption.yaml",51,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":266,"src":["policy/resources/adoption.yaml",54,15]},{"field":"status","op":"eq","value":"proposed","id":267,"src":["policy/resources/adoption.yaml",55,15]},{"field":"adopterId","op":"ne","value":{"$user":"id"},"id":268,"src":["policy/resources/adoption.yaml",56,15]}]},
    {"at":["abilityRules",131,"when"],"src":["policy/resources/adoption.yaml",60,15]},
    {"at":["abilityRules",131],"src":["policy/resources/adoption.yaml",60,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":270,"src":["policy/resources/adoption.yaml",63,15]},{"field":"status","op":"eq","value":"proposed","id":271,"src":["policy/resources/adoption.yaml",64,15]},{"field":"adopterId","op":"ne","value":{"$user":"id"},"id":272,"src":["policy/resources/adoption.yaml",65,15]}]},
    {"at":["abilityRules",132,"when"],"src":["policy/resources/booklist-item.yaml",23,15]},
    {"at":["abilityRules",132],"src":["policy/resources/booklist-item.yaml",23,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":274,"src":["policy/resources/booklist-item.yaml",24,16]}]},
    {"at":["abilityRules",133,"when","of"],"src":["policy/resources/booklist-item.yaml",27,22]},
    {"at":["abilityRules",133,"when"],"src":["policy/resources/booklist-item.yaml",27,15]},
    {"at":["abilityRules",133],"src":["policy/resources/booklist-item.yaml",27,9]},
    {"at":["abilityRules",134,"when"],"src":["policy/resources/booklist-item.yaml",34,15]},
    {"at":["abilityRules",134],"src":["policy/resources/booklist-item.yaml",34,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":278,"src":["policy/resources/booklist-item.yaml",37,15]},{"field":"listStatus","op":"eq","value":"draft","id":279,"src":["policy/resources/booklist-item.yaml",38,15]}]},
    {"at":["abilityRules",135,"when","of"],"src":["policy/resources/booklist-item.yaml",39,22]},
    {"at":["abilityRules",135,"when"],"src":["policy/resources/booklist-item.yaml",39,15]},
    {"at":["abilityRules",135],"src":["policy/resources/booklist-item.yaml",39,9]},
    {"at":["abilityRules",136,"when"],"src":["policy/resources/booklist.yaml",18,15]},
    {"at":["abilityRules",136],"src":["policy/resources/booklist.yaml",18,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":283,"src":["policy/resources/booklist.yaml",19,16]}]},
    {"at":["abilityRules",137,"when"],"src":["policy/resources/booklist.yaml",23,15]},
    {"at":["abilityRules",137],"src":["policy/resources/booklist.yaml",23,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":285,"src":["policy/resources/booklist.yaml",26,15]},{"field":"status","op":"eq","value":"draft","id":286,"src":["policy/resources/booklist.yaml",27,15]}]},
    {"at":["abilityRules",138,"when"],"src":["policy/resources/booklist.yaml",31,15]},
    {"at":["abilityRules",138],"src":["policy/resources/booklist.yaml",31,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":288,"src":["policy/resources/booklist.yaml",34,15]},{"field":"status","op":"eq","value":"submitted","id":289,"src":["policy/resources/booklist.yaml",35,15]}]},
    {"at":["abilityRules",139,"when"],"src":["policy/resources/booklist.yaml",39,15]},
    {"at":["abilityRules",139],"src":["policy/resources/booklist.yaml",39,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":291,"src":["policy/resources/booklist.yaml",42,15]},{"field":"status","op":"in","value":["draft","submitted"],"id":292,"src":["policy/resources/booklist.yaml",43,15]}]},
    {"at":["abilityRules",140,"when"],"src":["policy/resources/booklist.yaml",47,15]},
    {"at":["abilityRules",140],"src":["policy/resources/booklist.yaml",47,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":294,"src":["policy/resources/booklist.yaml",50,15]},{"field":"status","op":"eq","value":"draft","id":295,"src":["policy/resources/booklist.yaml",51,15]}]},
    {"at":["abilityRules",141,"when"],"src":["policy/resources/counter-api-key.yaml",24,15]},
    {"at":["abilityRules",141],"src":["policy/resources/counter-api-key.yaml",24,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":297,"src":["policy/resources/counter-api-key.yaml",25,16]}]},
    {"at":["abilityRules",142,"when"],"src":["policy/resources/counter-api-key.yaml",29,15]},
    {"at":["abilityRules",142],"src":["policy/resources/counter-api-key.yaml",29,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":299,"src":["policy/resources/counter-api-key.yaml",30,16]}]},
    {"at":["abilityRules",143,"when"],"src":["policy/resources/counter-api-key.yaml",34,15]},
    {"at":["abilityRules",143],"src":["policy/resources/counter-api-key.yaml",34,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":301,"src":["policy/resources/counter-api-key.yaml",37,15]},{"field":"status","op":"eq","value":"active","id":302,"src":["policy/resources/counter-api-key.yaml",38,15]}]},
    {"at":["abilityRules",144,"when"],"src":["policy/resources/counter-report.yaml",15,15]},
    {"at":["abilityRules",144],"src":["policy/resources/counter-report.yaml",15,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":304,"src":["policy/resources/counter-report.yaml",16,16]}]},
    {"at":["abilityRules",145,"when"],"src":["policy/resources/course.yaml",21,15]},
    {"at":["abilityRules",145],"src":["policy/resources/course.yaml",21,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":306,"src":["policy/resources/course.yaml",22,16]}]},
    {"at":["abilityRules",146,"when"],"src":["policy/resources/course.yaml",23,15]},
    {"at":["abilityRules",146],"src":["policy/resources/course.yaml",23,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":308,"src":["policy/resources/course.yaml",26,15]},{"field":"instructorIds","op":"eq","value":{"$user":"id"},"id":309,"src":["policy/resources/course.yaml",27,15]}]},
    {"at":["abilityRules",147,"when","of",0],"src":["policy/resources/dashboard.yaml",14,23]},
    {"at":["abilityRules",147,"when","of",1],"src":["policy/resources/dashboard.yaml",14,45]},
    {"at":["abilityRules",147,"when"],"src":["policy/resources/dashboard.yaml",14,15]},
    {"at":["abilityRules",147],"src":["policy/resources/dashboard.yaml",14,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":313,"src":["policy/resources/dashboard.yaml",15,24]},{"field":"id","op":"eq","value":"academic","id":314,"src":["policy/resources/dashboard.yaml",15,83]}]},
    {"at":["abilityRules",148,"when","of",0],"src":["policy/resources/dashboard.yaml",16,23]},
    {"at":["abilityRules",148,"when","of",1],"src":["policy/resources/dashboard.yaml",16,45]},
    {"at":["abilityRules",148,"when"],"src":["policy/resources/dashboard.yaml",16,15]},
    {"at":["abilityRules",148],"src":["policy/resources/dashboard.yaml",16,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":318,"src":["policy/resources/dashboard.yaml",17,24]},{"field":"id","op":"eq","value":"acquisitions","id":319,"src":["policy/resources/dashboard.yaml",17,83]}]},
    {"at":["abilityRules",149,"when","of",0],"src":["policy/resources/dashboard.yaml",18,23]},
    {"at":["abilityRules",149,"when","of",1],"src":["policy/resources/dashboard.yaml",18,45]},
    {"at":["abilityRules",149,"when"],"src":["policy/resources/dashboard.yaml",18,15]},
    {"at":["abilityRules",149],"src":["policy/resources/dashboard.yaml",18,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":323,"src":["policy/resources/dashboard.yaml",19,24]},{"field":"id","op":"eq","value":"allTitles","id":324,"src":["policy/resources/dashboard.yaml",19,83]}]},
    {"at":["abilityRules",150,"when","of",0],"src":["policy/resources/dashboard.yaml",20,23]},
    {"at":["abilityRules",150,"when","of",1],"src":["policy/resources/dashboard.yaml",20,45]},
    {"at":["abilityRules",150,"when"],"src":["policy/resources/dashboard.yaml",20,15]},
    {"at":["abilityRules",150],"src":["policy/resources/dashboard.yaml",20,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":328,"src":["policy/resources/dashboard.yaml",21,24]},{"field":"id","op":"eq","value":"bibliotechAdmin","id":329,"src":["policy/resources/dashboard.yaml",21,83]}]},
    {"at":["abilityRules",151,"when","of",0],"src":["policy/resources/dashboard.yaml",22,23]},
    {"at":["abilityRules",151,"when","of",1],"src":["policy/resources/dashboard.yaml",22,45]},
    {"at":["abilityRules",151,"when"],"src":["policy/resources/dashboard.yaml",22,15]},
    {"at":["abilityRules",151],"src":["policy/resources/dashboard.yaml",22,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":333,"src":["policy/resources/dashboard.yaml",23,24]},{"field":"id","op":"eq","value":"uaaSpend","id":334,"src":["policy/resources/dashboard.yaml",23,83]}]},
    {"at":["abilityRules",152,"when","of",0],"src":["policy/resources/dashboard.yaml",24,23]},
    {"at":["abilityRules",152,"when","of",1],"src":["policy/resources/dashboard.yaml",24,45]},
    {"at":["abilityRules",152,"when"],"src":["policy/resources/dashboard.yaml",24,15]},
    {"at":["abilityRules",152],"src":["policy/resources/dashboard.yaml",24,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":338,"src":["policy/resources/dashboard.yaml",25,24]},{"field":"id","op":"eq","value":"engage","id":339,"src":["policy/resources/dashboard.yaml",25,83]}]},
    {"at":["abilityRules",153,"when"],"src":["policy/resources/order.yaml",19,15]},
    {"at":["abilityRules",153],"src":["policy/resources/order.yaml",19,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":341,"src":["policy/resources/order.yaml",20,16]}]},
    {"at":["abilityRules",154,"when"],"src":["policy/resources/order.yaml",21,15]},
    {"at":["abilityRules",154],"src":["policy/resources/order.yaml",21,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":343,"src":["policy/resources/order.yaml",22,16]}]},
    {"at":["abilityRules",155,"when"],"src":["policy/resources/order.yaml",26,15]},
    {"at":["abilityRules",155],"src":["policy/resources/order.yaml",26,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":345,"src":["policy/resources/order.yaml",29,15]},{"field":"placedBy","op":"eq","value":{"$user":"id"},"id":346,"src":["policy/resources/order.yaml",30,15]}]},
    {"at":["abilityRules",156,"when"],"src":["policy/resources/order.yaml",34,15]},
    {"at":["abilityRules",156],"src":["policy/resources/order.yaml",34,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":348,"src":["policy/resources/order.yaml",37,15]},{"field":"status","op":"in","value":["placed","confirmed","shipped"],"id":349,"src":["policy/resources/order.yaml",38,15]}]},
    {"at":["abilityRules",157,"when"],"src":["policy/resources/request.yaml",40,9]},
    {"at":["abilityRules",157],"src":["policy/resources/request.yaml",40,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":351,"src":["policy/resources/request.yaml",42,15]},{"field":"requesterId","op":"eq","value":{"$user":"id"},"id":352,"src":["policy/resources/request.yaml",43,15]}]},
    {"at":["abilityRules",158,"when"],"src":["policy/resources/request.yaml",44,15]},
    {"at":["abilityRules",158],"src":["policy/resources/request.yaml",44,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":354,"src":["policy/resources/request.yaml",45,16]}]},
    {"at":["abilityRules",159,"when"],"src":["policy/resources/request.yaml",47,15]},
    {"at":["abilityRules",159],"src":["policy/resources/request.yaml",47,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":356,"src":["policy/resources/request.yaml",50,15]},{"field":"kind","op":"eq","value":"purchase","id":357,"src":["policy/resources/request.yaml",51,15]}]},
    {"at":["abilityRules",160,"when"],"src":["policy/resources/request.yaml",55,15]},
    {"at":["abilityRules",160],"src":["policy/resources/request.yaml",55,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":359,"src":["policy/resources/request.yaml",58,15]},{"field":"requesterId","op":"eq","value":{"$user":"id"},"id":360,"src":["policy/resources/request.yaml",59,15]}]},
    {"at":["abilityRules",161,"when"],"src":["policy/resources/request.yaml",63,15]},
    {"at":["abilityRules",161],"src":["policy/resources/request.yaml",63,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":362,"src":["policy/resources/request.yaml",66,15]},{"field":"status","op":"eq","value":"pending","id":363,"src":["policy/resources/request.yaml",67,15]},{"field":"requesterId","op":"ne","value":{"$user":"id"},"id":364,"src":["policy/resources/request.yaml",68,20]}]},
    {"at":["abilityRules",162,"when"],"src":["policy/resources/request.yaml",72,15]},
    {"at":["abilityRules",162],"src":["policy/resources/request.yaml",72,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":366,"src":["policy/resources/request.yaml",75,15]},{"field":"status","op":"eq","value":"pending","id":367,"src":["policy/resources/request.yaml",76,15]},{"field":"requesterId","op":"ne","value":{"$user":"id"},"id":368,"src":["policy/resources/request.yaml",77,20]}]},
    {"at":["abilityRules",163,"when"],"src":["policy/resources/request.yaml",81,9]},
    {"at":["abilityRules",163],"src":["policy/resources/request.yaml",81,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":370,"src":["policy/resources/request.yaml",83,15]},{"field":"requesterId","op":"eq","value":{"$user":"id"},"id":371,"src":["policy/resources/request.yaml",84,15]},{"field":"status","op":"in","value":["draft","pending"],"id":372,"src":["policy/resources/request.yaml",85,15]}]},
    {"at":["abilityRules",164,"when"],"src":["policy/resources/request.yaml",91,15]},
    {"at":["abilityRules",164],"src":["policy/resources/request.yaml",91,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":374,"src":["policy/resources/request.yaml",94,15]},{"field":"requesterId","op":"eq","value":{"$user":"id"},"id":375,"src":["policy/resources/request.yaml",95,15]}]},
    {"at":["abilityRules",165,"when"],"src":["policy/resources/request.yaml",99,15]},
    {"at":["abilityRules",165],"src":["policy/resources/request.yaml",99,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":377,"src":["policy/resources/request.yaml",102,15]},{"field":"kind","op":"eq","value":"purchase","id":378,"src":["policy/resources/request.yaml",103,15]},{"field":"status","op":"eq","value":"approved","id":379,"src":["policy/resources/request.yaml",104,15]}]},
    {"at":["abilityRules",166,"when"],"src":["policy/resources/request.yaml",108,15]},
    {"at":["abilityRules",166],"src":["policy/resources/request.yaml",108,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":381,"src":["policy/resources/request.yaml",111,15]},{"field":"kind","op":"eq","value":"purchase","id":382,"src":["policy/resources/request.yaml",112,15]},{"field":"status","op":"eq","value":"ordered","id":383,"src":["policy/resources/request.yaml",113,15]}]},
    {"at":["abilityRules",167,"when"],"src":["policy/resources/staff-member.yaml",16,15]},
    {"at":["abilityRules",167],"src":["policy/resources/staff-member.yaml",16,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":385,"src":["policy/resources/staff-member.yaml",17,16]}]},
    {"at":["abilityRules",168,"when"],"src":["policy/resources/staff-member.yaml",19,9]},
    {"at":["abilityRules",168],"src":["policy/resources/staff-member.yaml",19,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":387,"src":["policy/resources/staff-member.yaml",21,15]},{"field":"id","op":"eq","value":{"$user":"id"},"id":388,"src":["policy/resources/staff-member.yaml",22,15]}]},
    {"at":["abilityRules",169,"when"],"src":["policy/resources/staff-member.yaml",26,15]},
    {"at":["abilityRules",169],"src":["policy/resources/staff-member.yaml",26,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":390,"src":["policy/resources/staff-member.yaml",29,15]},{"field":"id","op":"ne","value":{"$user":"id"},"id":391,"src":["policy/resources/staff-member.yaml",30,15]}]},
    {"at":["abilityRules",170,"when","of",0],"src":["policy/resources/store-product.yaml",28,23]},
    {"at":["abilityRules",170,"when","of",1],"src":["policy/resources/store-product.yaml",28,51]},
    {"at":["abilityRules",170,"when"],"src":["policy/resources/store-product.yaml",28,15]},
    {"at":["abilityRules",170],"src":["policy/resources/store-product.yaml",28,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":395,"src":["policy/resources/store-product.yaml",29,16]}]},
    {"at":["abilityRules",171,"when","of",0],"src":["policy/resources/store-product.yaml",33,23]},
    {"at":["abilityRules",171,"when","of",1],"src":["policy/resources/store-product.yaml",33,51]},
    {"at":["abilityRules",171,"when","of",2],"src":["policy/resources/store-product.yaml",33,82]},
    {"at":["abilityRules",171,"when"],"src":["policy/resources/store-product.yaml",33,15]},
    {"at":["abilityRules",171],"src":["policy/resources/store-product.yaml",33,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":400,"src":["policy/resources/store-product.yaml",34,16]}]},
    {"at":["abilityRules",172,"when","of",0],"src":["policy/resources/store-product.yaml",38,23]},
    {"at":["abilityRules",172,"when","of",1],"src":["policy/resources/store-product.yaml",38,51]},
    {"at":["abilityRules",172,"when","of",2],"src":["policy/resources/store-product.yaml",38,82]},
    {"at":["abilityRules",172,"when"],"src":["policy/resources/store-product.yaml",38,15]},
    {"at":["abilityRules",172],"src":["policy/resources/store-product.yaml",38,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":405,"src":["policy/resources/store-product.yaml",39,16]}]},
    {"at":["abilityRules",173,"when"],"src":["policy/resources/student.yaml",22,15]},
    {"at":["abilityRules",173],"src":["policy/resources/student.yaml",22,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":407,"src":["policy/resources/student.yaml",23,16]}]},
    {"at":["abilityRules",174,"when","of"],"src":["policy/resources/student.yaml",27,22]},
    {"at":["abilityRules",174,"when"],"src":["policy/resources/student.yaml",27,15]},
    {"at":["abilityRules",174],"src":["policy/resources/student.yaml",27,9]},
    {"at":["abilityRules",175,"when"],"src":["policy/resources/student.yaml",34,15]},
    {"at":["abilityRules",175],"src":["policy/resources/student.yaml",34,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":411,"src":["policy/resources/student.yaml",35,16]}]},
    {"at":["abilityRules",176,"when"],"src":["policy/resources/student.yaml",39,15]},
    {"at":["abilityRules",176],"src":["policy/resources/student.yaml",39,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":413,"src":["policy/resources/student.yaml",42,15]},{"field":"accessState","op":"in","value":["active","expiring"],"id":414,"src":["policy/resources/student.yaml",43,15]}]},
    {"at":["abilityRules",177,"when"],"src":["policy/resources/term.yaml",16,9]},
    {"at":["abilityRules",177],"src":["policy/resources/term.yaml",16,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":416,"src":["policy/resources/term.yaml",16,16]}]},
    {"at":["abilityRules",178,"when"],"src":["policy/resources/term.yaml",20,15]},
    {"at":["abilityRules",178],"src":["policy/resources/term.yaml",20,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":418,"src":["policy/resources/term.yaml",21,16]}]},
    {"at":["abilityRules",179,"when"],"src":["policy/resources/term.yaml",25,15]},
    {"at":["abilityRules",179],"src":["policy/resources/term.yaml",25,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":420,"src":["policy/resources/term.yaml",26,16]}]},
    {"at":["abilityRules",180,"when"],"src":["policy/resources/title.yaml",19,15]},
    {"at":["abilityRules",180],"src":["policy/resources/title.yaml",19,9]},
    {"at":["abilityRules",181,"when","of","of",0],"src":["policy/resources/title.yaml",24,30]},
    {"at":["abilityRules",181,"when","of","of",1],"src":["policy/resources/title.yaml",24,61]},
    {"at":["abilityRules",181,"when","of"],"src":["policy/resources/title.yaml",24,22]},
    {"at":["abilityRules",181,"when"],"src":["policy/resources/title.yaml",24,15]},
    {"at":["abilityRules",181],"src":["policy/resources/title.yaml",24,9]},
    {"at":["abilityRules",182,"when"],"src":["policy/resources/upload.yaml",16,15]},
    {"at":["abilityRules",182],"src":["policy/resources/upload.yaml",16,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":427,"src":["policy/resources/upload.yaml",17,16]}]},
    {"at":["abilityRules",183,"when"],"src":["policy/resources/upload.yaml",21,15]},
    {"at":["abilityRules",183],"src":["policy/resources/upload.yaml",21,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":429,"src":["policy/resources/upload.yaml",24,15]},{"field":"uploaderId","op":"eq","value":{"$user":"id"},"id":430,"src":["policy/resources/upload.yaml",25,15]}]},
    {"at":["abilityRules",184,"when"],"src":["policy/resources/upload.yaml",29,15]},
    {"at":["abilityRules",184],"src":["policy/resources/upload.yaml",29,9],"where":[{"field":"institutionId","op":"eq","value":{"$user":"institutionId"},"id":432,"src":["policy/resources/upload.yaml",32,15]},{"field":"uploaderId","op":"eq","value":{"$user":"id"},"id":433,"src":["policy/resources/upload.yaml",33,15]},{"field":"status","op":"eq","value":"validated","id":434,"src":["policy/resources/upload.yaml",34,15]}]},
    {"at":["abilityRules",185,"when"],"src":["policy/procedures.yaml",16,27]},
    {"at":["abilityRules",185],"src":["policy/procedures.yaml",16,3]},
    {"at":["abilityRules",186,"when"],"src":["policy/procedures.yaml",17,36]},
    {"at":["abilityRules",186],"src":["policy/procedures.yaml",17,3]},
    {"at":["abilityRules",187,"when"],"src":["policy/procedures.yaml",18,34]},
    {"at":["abilityRules",187],"src":["policy/procedures.yaml",18,3]},
    {"at":["abilityRules",188,"when"],"src":["policy/procedures.yaml",19,31]},
    {"at":["abilityRules",188],"src":["policy/procedures.yaml",19,3]},
    {"at":["abilityRules",189,"when","of",0],"src":["policy/procedures.yaml",23,21]},
    {"at":["abilityRules",189,"when","of",1],"src":["policy/procedures.yaml",23,50]},
    {"at":["abilityRules",189,"when"],"src":["policy/procedures.yaml",23,13]},
    {"at":["abilityRules",189],"src":["policy/procedures.yaml",21,3]},
    {"at":["abilityRules",190,"when"],"src":["policy/procedures.yaml",28,13]},
    {"at":["abilityRules",190],"src":["policy/procedures.yaml",26,3]},
    {"at":["abilityRules",191,"when"],"src":["policy/procedures.yaml",33,13]},
    {"at":["abilityRules",191],"src":["policy/procedures.yaml",31,3]},
    {"at":["abilityRules",192,"when","of",0],"src":["policy/procedures.yaml",39,21]},
    {"at":["abilityRules",192,"when","of",1],"src":["policy/procedures.yaml",39,50]},
    {"at":["abilityRules",192,"when"],"src":["policy/procedures.yaml",39,13]},
    {"at":["abilityRules",192],"src":["policy/procedures.yaml",38,3]},
    {"at":["abilityRules",193,"when","of",0],"src":["policy/procedures.yaml",43,21]},
    {"at":["abilityRules",193,"when","of",1],"src":["policy/procedures.yaml",43,50]},
    {"at":["abilityRules",193,"when"],"src":["policy/procedures.yaml",43,13]},
    {"at":["abilityRules",193],"src":["policy/procedures.yaml",42,3]},
    {"at":["abilityRules",194,"when"],"src":["policy/procedures.yaml",47,13]},
    {"at":["abilityRules",194],"src":["policy/procedures.yaml",46,3]},
    {"at":["abilityRules",195,"when","of",0],"src":["policy/procedures.yaml",53,21]},
    {"at":["abilityRules",195,"when","of",1],"src":["policy/procedures.yaml",53,50]},
    {"at":["abilityRules",195,"when"],"src":["policy/procedures.yaml",53,13]},
    {"at":["abilityRules",195],"src":["policy/procedures.yaml",51,3]},
    {"at":["abilityRules",196,"when","of",0],"src":["policy/procedures.yaml",58,21]},
    {"at":["abilityRules",196,"when","of",1],"src":["policy/procedures.yaml",58,50]},
    {"at":["abilityRules",196,"when"],"src":["policy/procedures.yaml",58,13]},
    {"at":["abilityRules",196],"src":["policy/procedures.yaml",56,3]},
    {"at":["abilityRules",197,"when","of",0],"src":["policy/procedures.yaml",63,21]},
    {"at":["abilityRules",197,"when","of",1],"src":["policy/procedures.yaml",63,50]},
    {"at":["abilityRules",197,"when"],"src":["policy/procedures.yaml",63,13]},
    {"at":["abilityRules",197],"src":["policy/procedures.yaml",61,3]},
    {"at":["abilityRules",198,"when","of",0],"src":["policy/procedures.yaml",69,21]},
    {"at":["abilityRules",198,"when","of",1],"src":["policy/procedures.yaml",69,50]},
    {"at":["abilityRules",198,"when"],"src":["policy/procedures.yaml",69,13]},
    {"at":["abilityRules",198],"src":["policy/procedures.yaml",67,3]},
    {"at":["abilityRules",199,"when","of",0],"src":["policy/procedures.yaml",76,21]},
    {"at":["abilityRules",199,"when","of",1],"src":["policy/procedures.yaml",76,43]},
    {"at":["abilityRules",199,"when"],"src":["policy/procedures.yaml",76,13]},
    {"at":["abilityRules",199],"src":["policy/procedures.yaml",74,3]},
    {"at":["abilityRules",200,"when","of",0],"src":["policy/procedures.yaml",81,21]},
    {"at":["abilityRules",200,"when","of",1],"src":["policy/procedures.yaml",81,43]},
    {"at":["abilityRules",200,"when"],"src":["policy/procedures.yaml",81,13]},
    {"at":["abilityRules",200],"src":["policy/procedures.yaml",79,3]},
    {"at":["abilityRules",201,"when","of",0],"src":["policy/procedures.yaml",86,21]},
    {"at":["abilityRules",201,"when","of",1],"src":["policy/procedures.yaml",86,43]},
    {"at":["abilityRules",201,"when"],"src":["policy/procedures.yaml",86,13]},
    {"at":["abilityRules",201],"src":["policy/procedures.yaml",84,3]},
    {"at":["abilityRules",202,"when"],"src":["policy/procedures.yaml",92,27]},
    {"at":["abilityRules",202],"src":["policy/procedures.yaml",90,3]},
    {"at":["abilityRules",203,"when"],"src":["policy/procedures.yaml",97,27]},
    {"at":["abilityRules",203],"src":["policy/procedures.yaml",95,3]},
    {"at":["abilityRules",204,"when"],"src":["policy/procedures.yaml",103,27]},
    {"at":["abilityRules",204],"src":["policy/procedures.yaml",101,3]},
    {"at":["abilityRules",205,"when"],"src":["policy/procedures.yaml",109,27]},
    {"at":["abilityRules",205],"src":["policy/procedures.yaml",107,3]},
    {"at":["abilityRules",206,"when"],"src":["policy/procedures.yaml",114,27]},
    {"at":["abilityRules",206],"src":["policy/procedures.yaml",112,3]},
    {"at":["abilityRules",207,"when"],"src":["policy/procedures.yaml",119,27]},
    {"at":["abilityRules",207],"src":["policy/procedures.yaml",117,3]},
    {"at":["abilityRules",208,"when"],"src":["policy/procedures.yaml",124,27]},
    {"at":["abilityRules",208],"src":["policy/procedures.yaml",122,3]},
    {"at":["abilityRules",209,"when"],"src":["policy/procedures.yaml",130,27]},
    {"at":["abilityRules",209],"src":["policy/procedures.yaml",129,3]},
    {"at":["abilityRules",210,"when"],"src":["policy/procedures.yaml",135,27]},
    {"at":["abilityRules",210],"src":["policy/procedures.yaml",134,3]},
    {"at":["abilityRules",211,"when"],"src":["policy/procedures.yaml",141,27]},
    {"at":["abilityRules",211],"src":["policy/procedures.yaml",139,3]},
    {"at":["abilityRules",212,"when"],"src":["policy/procedures.yaml",148,27]},
    {"at":["abilityRules",212],"src":["policy/procedures.yaml",146,3]},
    {"at":["abilityRules",213,"when"],"src":["policy/procedures.yaml",153,27]},
    {"at":["abilityRules",213],"src":["policy/procedures.yaml",151,3]},
    {"at":["abilityRules",214,"when"],"src":["policy/procedures.yaml",159,27]},
    {"at":["abilityRules",214],"src":["policy/procedures.yaml",157,3]},
    {"at":["abilityRules",215,"when"],"src":["policy/procedures.yaml",164,27]},
    {"at":["abilityRules",215],"src":["policy/procedures.yaml",162,3]},
    {"at":["abilityRules",216,"when"],"src":["policy/procedures.yaml",169,13]},
    {"at":["abilityRules",216],"src":["policy/procedures.yaml",167,3]},
    {"at":["abilityRules",217,"when"],"src":["policy/procedures.yaml",174,13]},
    {"at":["abilityRules",217],"src":["policy/procedures.yaml",172,3]},
    {"at":["abilityRules",218,"when"],"src":["policy/procedures.yaml",179,13]},
    {"at":["abilityRules",218],"src":["policy/procedures.yaml",177,3]},
    {"at":["abilityRules",219,"when"],"src":["policy/procedures.yaml",185,27]},
    {"at":["abilityRules",219],"src":["policy/procedures.yaml",183,3]},
    {"at":["abilityRules",220,"when"],"src":["policy/procedures.yaml",190,27]},
    {"at":["abilityRules",220],"src":["policy/procedures.yaml",188,3]},
    {"at":["abilityRules",221,"when"],"src":["policy/procedures.yaml",195,27]},
    {"at":["abilityRules",221],"src":["policy/procedures.yaml",193,3]},
    {"at":["abilityRules",222,"when"],"src":["policy/procedures.yaml",199,27]},
    {"at":["abilityRules",222],"src":["policy/procedures.yaml",198,3]},
    {"at":["abilityRules",223,"when"],"src":["policy/procedures.yaml",203,27]},
    {"at":["abilityRules",223],"src":["policy/procedures.yaml",202,3]},
    {"at":["abilityRules",224,"when"],"src":["policy/procedures.yaml",207,27]},
    {"at":["abilityRules",224],"src":["policy/procedures.yaml",206,3]},
    {"at":["abilityRules",225,"when"],"src":["policy/procedures.yaml",212,27]},
    {"at":["abilityRules",225],"src":["policy/procedures.yaml",210,3]},
    {"at":["abilityRules",226,"when"],"src":["policy/procedures.yaml",217,27]},
    {"at":["abilityRules",226],"src":["policy/procedures.yaml",215,3]},
    {"at":["abilityRules",227,"when"],"src":["policy/procedures.yaml",222,21]},
    {"at":["abilityRules",227],"src":["policy/procedures.yaml",220,3]},
    {"at":["abilityRules",228,"when"],"src":["policy/procedures.yaml",227,21]},
    {"at":["abilityRules",228],"src":["policy/procedures.yaml",225,3]},
    {"at":["abilityRules",229,"when"],"src":["policy/procedures.yaml",232,21]},
    {"at":["abilityRules",229],"src":["policy/procedures.yaml",230,3]},
    {"at":["abilityRules",230,"when"],"src":["policy/procedures.yaml",237,21]},
    {"at":["abilityRules",230],"src":["policy/procedures.yaml",235,3]},
    {"at":["abilityRules",231,"when"],"src":["policy/procedures.yaml",243,27]},
    {"at":["abilityRules",231],"src":["policy/procedures.yaml",241,3]},
    {"at":["abilityRules",232,"when"],"src":["policy/procedures.yaml",248,27]},
    {"at":["abilityRules",232],"src":["policy/procedures.yaml",246,3]},
    {"at":["abilityRules",233,"when"],"src":["policy/procedures.yaml",253,27]},
    {"at":["abilityRules",233],"src":["policy/procedures.yaml",251,3]},
    {"at":["abilityRules",234,"when"],"src":["policy/procedures.yaml",258,27]},
    {"at":["abilityRules",234],"src":["policy/procedures.yaml",256,3]},
    {"at":["abilityRules",235,"when"],"src":["policy/procedures.yaml",264,21]},
    {"at":["abilityRules",235],"src":["policy/procedures.yaml",262,3]},
    {"at":["abilityRules",236,"when"],"src":["policy/procedures.yaml",269,21]},
    {"at":["abilityRules",236],"src":["policy/procedures.yaml",267,3]},
    {"at":["abilityRules",237,"when"],"src":["policy/procedures.yaml",274,21]},
    {"at":["abilityRules",237],"src":["policy/procedures.yaml",272,3]},
    {"at":["abilityRules",238,"when"],"src":["policy/procedures.yaml",279,21]},
    {"at":["abilityRules",238],"src":["policy/procedures.yaml",277,3]},
    {"at":["abilityRules",239,"when"],"src":["policy/procedures.yaml",284,21]},
    {"at":["abilityRules",239],"src":["policy/procedures.yaml",282,3]},
    {"at":["abilityRules",240,"when"],"src":["policy/procedures.yaml",289,21]},
    {"at":["abilityRules",240],"src":["policy/procedures.yaml",287,3]},
    {"at":["abilityRules",241,"when","of",0],"src":["policy/procedures.yaml",295,21]},
    {"at":["abilityRules",241,"when","of",1],"src":["policy/procedures.yaml",295,41]},
    {"at":["abilityRules",241,"when"],"src":["policy/procedures.yaml",295,13]},
    {"at":["abilityRules",241],"src":["policy/procedures.yaml",293,3]},
    {"at":["abilityRules",242,"when"],"src":["policy/procedures.yaml",300,21]},
    {"at":["abilityRules",242],"src":["policy/procedures.yaml",298,3]},
    {"at":["abilityRules",243,"when"],"src":["policy/procedures.yaml",306,13]},
    {"at":["abilityRules",243],"src":["policy/procedures.yaml",304,3]},
    {"at":["abilityRules",244,"when"],"src":["policy/procedures.yaml",311,13]},
    {"at":["abilityRules",244],"src":["policy/procedures.yaml",309,3]},
    {"at":["abilityRules",245,"when"],"src":["policy/procedures.yaml",314,13]},
    {"at":["abilityRules",245],"src":["policy/procedures.yaml",312,3]},
    {"at":["abilityRules",246,"when"],"src":["policy/procedures.yaml",317,13]},
    {"at":["abilityRules",246],"src":["policy/procedures.yaml",315,3]},
    {"at":["abilityRules",247,"when"],"src":["policy/procedures.yaml",320,13]},
    {"at":["abilityRules",247],"src":["policy/procedures.yaml",318,3]},
    {"at":["abilityRules",248,"when"],"src":["policy/procedures.yaml",323,13]},
    {"at":["abilityRules",248],"src":["policy/procedures.yaml",321,3]},
    {"at":["abilityRules",249,"when"],"src":["policy/procedures.yaml",326,13]},
    {"at":["abilityRules",249],"src":["policy/procedures.yaml",324,3]},
    {"at":["abilityRules",250,"when"],"src":["policy/procedures.yaml",331,13]},
    {"at":["abilityRules",250],"src":["policy/procedures.yaml",329,3]},
    {"at":["abilityRules",251,"when"],"src":["policy/procedures.yaml",336,13]},
    {"at":["abilityRules",251],"src":["policy/procedures.yaml",334,3]},
    {"at":["abilityRules",252,"when"],"src":["policy/procedures.yaml",341,27]},
    {"at":["abilityRules",252],"src":["policy/procedures.yaml",339,3]},
    {"at":["abilityRules",253,"when"],"src":["policy/procedures.yaml",346,27]},
    {"at":["abilityRules",253],"src":["policy/procedures.yaml",344,3]},
    {"at":["abilityRules",254,"when"],"src":["policy/procedures.yaml",353,13]},
    {"at":["abilityRules",254],"src":["policy/procedures.yaml",351,3]},
    {"at":["abilityRules",255,"when"],"src":["policy/procedures.yaml",356,13]},
    {"at":["abilityRules",255],"src":["policy/procedures.yaml",354,3]},
    {"at":["abilityRules",256,"when"],"src":["policy/procedures.yaml",361,27]},
    {"at":["abilityRules",256],"src":["policy/procedures.yaml",359,3]},
    {"at":["abilityRules",257,"when"],"src":["policy/procedures.yaml",368,13]},
    {"at":["abilityRules",257],"src":["policy/procedures.yaml",366,3]},
    {"at":["abilityRules",258,"when"],"src":["policy/procedures.yaml",373,13]},
    {"at":["abilityRules",258],"src":["policy/procedures.yaml",371,3]},
    {"at":["abilityRules",259,"when"],"src":["policy/procedures.yaml",380,27]},
    {"at":["abilityRules",259],"src":["policy/procedures.yaml",378,3]},
    {"at":["abilityRules",260,"when"],"src":["policy/procedures.yaml",386,27]},
    {"at":["abilityRules",260],"src":["policy/procedures.yaml",384,3]},
    {"at":["abilityRules",261,"when"],"src":["policy/procedures.yaml",394,27]},
    {"at":["abilityRules",261],"src":["policy/procedures.yaml",392,3]},
    {"at":["abilityRules",262,"when","of",0],"src":["policy/procedures.yaml",403,21]},
    {"at":["abilityRules",262,"when","of",1],"src":["policy/procedures.yaml",403,41]},
    {"at":["abilityRules",262,"when"],"src":["policy/procedures.yaml",403,13]},
    {"at":["abilityRules",262],"src":["policy/procedures.yaml",401,3]},
    {"at":["abilityRules",263,"when","of",0],"src":["policy/procedures.yaml",406,21]},
    {"at":["abilityRules",263,"when","of",1],"src":["policy/procedures.yaml",406,41]},
    {"at":["abilityRules",263,"when"],"src":["policy/procedures.yaml",406,13]},
    {"at":["abilityRules",263],"src":["policy/procedures.yaml",404,3]},
    {"at":["abilityRules",264,"when","of",0],"src":["policy/procedures.yaml",411,21]},
    {"at":["abilityRules",264,"when","of",1],"src":["policy/procedures.yaml",411,41]},
    {"at":["abilityRules",264,"when"],"src":["policy/procedures.yaml",411,13]},
    {"at":["abilityRules",264],"src":["policy/procedures.yaml",409,3]},
    {"at":["abilityRules",265,"when","of",0],"src":["policy/procedures.yaml",418,21]},
    {"at":["abilityRules",265,"when","of",1],"src":["policy/procedures.yaml",418,41]},
    {"at":["abilityRules",265,"when"],"src":["policy/procedures.yaml",418,13]},
    {"at":["abilityRules",265],"src":["policy/procedures.yaml",416,3]},
    {"at":["abilityRules",266,"when","of",0],"src":["policy/procedures.yaml",423,21]},
    {"at":["abilityRules",266,"when","of",1],"src":["policy/procedures.yaml",423,41]},
    {"at":["abilityRules",266,"when"],"src":["policy/procedures.yaml",423,13]},
    {"at":["abilityRules",266],"src":["policy/procedures.yaml",421,3]},
    {"at":["abilityRules",267,"when","of",0],"src":["policy/procedures.yaml",428,21]},
    {"at":["abilityRules",267,"when","of",1],"src":["policy/procedures.yaml",428,41]},
    {"at":["abilityRules",267,"when"],"src":["policy/procedures.yaml",428,13]},
    {"at":["abilityRules",267],"src":["policy/procedures.yaml",426,3]},
    {"at":["abilityRules",268,"when"],"src":["policy/procedures.yaml",435,27]},
    {"at":["abilityRules",268],"src":["policy/procedures.yaml",433,3]},
    {"at":["abilityRules",269,"when"],"src":["policy/procedures.yaml",438,27]},
    {"at":["abilityRules",269],"src":["policy/procedures.yaml",436,3]},
    {"at":["abilityRules",270,"when"],"src":["policy/procedures.yaml",445,27]},
    {"at":["abilityRules",270],"src":["policy/procedures.yaml",443,3]},
    {"at":["abilityRules",271,"when"],"src":["policy/procedures.yaml",450,27]},
    {"at":["abilityRules",271],"src":["policy/procedures.yaml",448,3]},
    {"at":["abilityRules",272,"when"],"src":["policy/procedures.yaml",455,27]},
    {"at":["abilityRules",272],"src":["policy/procedures.yaml",453,3]},
    {"at":["abilityRules",273,"when"],"src":["policy/procedures.yaml",460,27]},
    {"at":["abilityRules",273],"src":["policy/procedures.yaml",458,3]},
    {"at":["abilityRules",274,"when"],"src":["policy/procedures.yaml",465,27]},
    {"at":["abilityRules",274],"src":["policy/procedures.yaml",463,3]},
    {"at":["abilityRules",275,"when"],"src":["policy/procedures.yaml",470,27]},
    {"at":["abilityRules",275],"src":["policy/procedures.yaml",468,3]},
    {"at":["abilityRules",276,"when"],"src":["policy/procedures.yaml",475,27]},
    {"at":["abilityRules",276],"src":["policy/procedures.yaml",473,3]},
  ],
  toolsOnly: {
    "records": [
      {
        "name": "AccessReview",
        "description": "An access review of the institution, with a decision on each staff member's access and its sign-off.",
        "fields": {
          "id": {
            "type": "string"
          },
          "institutionId": {
            "type": "string"
          },
          "status": {
            "type": "string",
            "values": [
              "open",
              "signedOff"
            ]
          },
          "selfMarkedBy": {
            "type": "string-list",
            "description": "The people who decided on their own entry in this review."
          }
        },
        "actions": [
          {
            "name": "read",
            "description": "See the review, each staff member's access as it was at its start, the decisions and the history.",
            "src": [
              "policy/resources/access-review.yaml",
              15,
              3
            ]
          },
          {
            "name": "create",
            "description": "Start a review, a snapshot of every staff member's permissions and what they give.",
            "src": [
              "policy/resources/access-review.yaml",
              20,
              3
            ]
          },
          {
            "name": "decide",
            "description": "Decide to keep, change or revoke a staff member's access while the review is open.",
            "src": [
              "policy/resources/access-review.yaml",
              25,
              3
            ]
          },
          {
            "name": "signOff",
            "description": "Sign the review off, once every decision is made or left as it is; never a review in which they marked their own access.",
            "src": [
              "policy/resources/access-review.yaml",
              33,
              3
            ]
          }
        ],
        "src": [
          "policy/resources/access-review.yaml",
          6,
          1
        ]
      },
      {
        "name": "Adoption",
        "description": "A title adopted for a course, proposed by an instructor and approved by the institution.",
        "fields": {
          "id": {
            "type": "string"
          },
          "institutionId": {
            "type": "string"
          },
          "courseId": {
            "type": "string"
          },
          "nbsi": {
            "type": "string"
          },
          "adopterId": {
            "type": "string",
            "description": "The user who proposed the adoption."
          },
          "instructorIds": {
            "type": "string-list",
            "description": "The instructors of the course."
          },
          "status": {
            "type": "string",
            "values": [
              "proposed",
              "approved",
              "rejected",
              "withdrawn"
            ]
          }
        },
        "actions": [
          {
            "name": "read",
            "description": "See the adoption.",
            "src": [
              "policy/resources/adoption.yaml",
              17,
              3
            ]
          },
          {
            "name": "adopt",
            "description": "Propose an adoption for a course one is assigned to, or withdraw one that is proposed or approved.",
            "src": [
              "policy/resources/adoption.yaml",
              30,
              3
            ]
          },
          {
            "name": "readopt",
            "description": "Propose a course's adoptions of its previous term again for this term, as single adoptions would be.",
            "src": [
              "policy/resources/adoption.yaml",
              39,
              3
            ]
          },
          {
            "name": "approve",
            "description": "Approve a proposed adoption made by someone else.",
            "src": [
              "policy/resources/adoption.yaml",
              48,
              3
            ]
          },
          {
            "name": "reject",
            "description": "Turn down a proposed adoption made by someone else, saying why (the same rule as approve).",
            "src": [
              "policy/resources/adoption.yaml",
              57,
              3
            ]
          }
        ],
        "src": [
          "policy/resources/adoption.yaml",
          5,
          1
        ]
      },
      {
        "name": "BooklistItem",
        "description": "A title on a booklist, with its requirement, quantity and statuses.",
        "fields": {
          "id": {
            "type": "string"
          },
          "institutionId": {
            "type": "string"
          },
          "booklistId": {
            "type": "string"
          },
          "listStatus": {
            "type": "string",
            "values": [
              "draft",
              "submitted",
              "final"
            ],
            "description": "The status of its booklist."
          },
          "nbsi": {
            "type": "string"
          },
          "requirement": {
            "type": "string",
            "values": [
              "essential",
              "recommended",
              "optional"
            ]
          },
          "quantity": {
            "type": "number"
          },
          "note": {
            "type": "string",
            "nullable": true
          },
          "status": {
            "type": "string",
            "values": [
              "proposed",
              "confirmed",
              "ordered",
              "available",
              "withdrawn"
            ],
            "description": "As the booklist_items table stores it."
          },
          "internalStatus": {
            "type": "string",
            "nullable": true,
            "description": "Processing status for staff who may see it."
          }
        },
        "actions": [
          {
            "name": "read",
            "description": "See the item on the booklist; its internal status only with booklist:viewInternalStatus.",
            "src": [
              "policy/resources/booklist-item.yaml",
              20,
              3
            ]
          },
          {
            "name": "edit",
            "description": "Change or remove the item, while its booklist is a draft; its internal status only with booklist:viewInternalStatus.",
            "src": [
              "policy/resources/booklist-item.yaml",
              31,
              3
            ]
          }
        ],
        "src": [
          "policy/resources/booklist-item.yaml",
          5,
          1
        ]
      },
      {
        "name": "Booklist",
        "description": "The list of titles a course uses in one term.",
        "fields": {
          "id": {
            "type": "string"
          },
          "institutionId": {
            "type": "string"
          },
          "courseId": {
            "type": "string"
          },
          "term": {
            "type": "string",
            "description": "For example 2026-autumn."
          },
          "status": {
            "type": "string",
            "values": [
              "draft",
              "submitted",
              "final"
            ]
          }
        },
        "actions": [
          {
            "name": "read",
            "description": "Open the booklist.",
            "src": [
              "policy/resources/booklist.yaml",
              15,
              3
            ]
          },
          {
            "name": "edit",
            "description": "Add, change or remove its items, or submit it, while the list is a draft (a submitted list is read-only until reopened).",
            "src": [
              "policy/resources/booklist.yaml",
              20,
              3
            ]
          },
          {
            "name": "reopen",
            "description": "Take a submitted list back to draft so it can be changed again (kept in its history).",
            "src": [
              "policy/resources/booklist.yaml",
              28,
              3
            ]
          },
          {
            "name": "rollover",
            "description": "Copy a draft or submitted list with its items to the same course in a later term, as a new draft there (the new list is checked against edit).",
            "src": [
              "policy/resources/booklist.yaml",
              36,
              3
            ]
          },
          {
            "name": "bulkUpload",
            "description": "Add its items from a spreadsheet, while the list is a draft.",
            "src": [
              "policy/resources/booklist.yaml",
              44,
              3
            ]
          }
        ],
        "src": [
          "policy/resources/booklist.yaml",
          5,
          1
        ]
      },
      {
        "name": "CounterApiKey",
        "description": "A key usage harvesters send to fetch the institution's COUNTER reports through the API.",
        "fields": {
          "id": {
            "type": "string"
          },
          "institutionId": {
            "type": "string"
          },
          "status": {
            "type": "string",
            "values": [
              "active",
              "revoked"
            ]
          }
        },
        "actions": [
          {
            "name": "read",
            "description": "See the institution's keys (their names, last four characters and last use), never the keys themselves.",
            "src": [
              "policy/resources/counter-api-key.yaml",
              21,
              3
            ]
          },
          {
            "name": "create",
            "description": "Make a new key for a harvester; it is shown once, when it is made.",
            "src": [
              "policy/resources/counter-api-key.yaml",
              26,
              3
            ]
          },
          {
            "name": "revoke",
            "description": "Withdraw a key so the API refuses it from then on; only a key still active.",
            "src": [
              "policy/resources/counter-api-key.yaml",
              31,
              3
            ]
          }
        ],
        "src": [
          "policy/resources/counter-api-key.yaml",
          13,
          1
        ]
      },
      {
        "name": "CounterReport",
        "description": "A COUNTER Release 5.1 usage report (TR_B1 or TR_B3) of the institution's titles.",
        "fields": {
          "id": {
            "type": "string",
            "values": [
              "TR_B1",
              "TR_B3"
            ],
            "description": "The report's Report_ID."
          },
          "institutionId": {
            "type": "string"
          }
        },
        "actions": [
          {
            "name": "read",
            "description": "Open the report on screen and download it as TSV.",
            "src": [
              "policy/resources/counter-report.yaml",
              12,
              3
            ]
          }
        ],
        "src": [
          "policy/resources/counter-report.yaml",
          5,
          1
        ]
      },
      {
        "name": "Course",
        "description": "A course taught in one term, with its instructors.",
        "fields": {
          "id": {
            "type": "string"
          },
          "institutionId": {
            "type": "string"
          },
          "code": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "term": {
            "type": "string"
          },
          "department": {
            "type": "string"
          },
          "instructorIds": {
            "type": "string-list",
            "description": "The staff assigned to teach it."
          },
          "enrolment": {
            "type": "number"
          }
        },
        "actions": [
          {
            "name": "read",
            "description": "See the course and its adoptions.",
            "src": [
              "policy/resources/course.yaml",
              18,
              3
            ]
          }
        ],
        "src": [
          "policy/resources/course.yaml",
          5,
          1
        ]
      },
      {
        "name": "Dashboard",
        "description": "An analytics dashboard and its metrics.",
        "fields": {
          "id": {
            "type": "string",
            "values": [
              "academic",
              "acquisitions",
              "allTitles",
              "bibliotechAdmin",
              "uaaSpend",
              "engage"
            ]
          },
          "institutionId": {
            "type": "string"
          }
        },
        "actions": [
          {
            "name": "view",
            "description": "Open the dashboard, with the dashboards flag on.",
            "src": [
              "policy/resources/dashboard.yaml",
              11,
              3
            ]
          }
        ],
        "src": [
          "policy/resources/dashboard.yaml",
          4,
          1
        ]
      },
      {
        "name": "Order",
        "description": "An order placed with a supplier for approved purchase requests.",
        "fields": {
          "id": {
            "type": "string"
          },
          "institutionId": {
            "type": "string"
          },
          "placedBy": {
            "type": "string",
            "description": "The user who placed the order."
          },
          "status": {
            "type": "string",
            "values": [
              "placed",
              "confirmed",
              "shipped",
              "delivered",
              "cancelled"
            ]
          }
        },
        "actions": [
          {
            "name": "read",
            "description": "See the order, its requests and its total.",
            "src": [
              "policy/resources/order.yaml",
              16,
              3
            ]
          },
          {
            "name": "place",
            "description": "Place an order of one's own (each request in it must also pass purchase Request).",
            "src": [
              "policy/resources/order.yaml",
              23,
              3
            ]
          },
          {
            "name": "receive",
            "description": "Mark an order received that has not arrived or been cancelled (its requests must pass receive Request).",
            "src": [
              "policy/resources/order.yaml",
              31,
              3
            ]
          }
        ],
        "src": [
          "policy/resources/order.yaml",
          7,
          1
        ]
      },
      {
        "name": "Request",
        "description": "A request for a title, supplies or a purchase, raised by a staff member and approved by another.",
        "fields": {
          "id": {
            "type": "string"
          },
          "institutionId": {
            "type": "string"
          },
          "requesterId": {
            "type": "string",
            "description": "The user who raised the request."
          },
          "kind": {
            "type": "string",
            "values": [
              "title",
              "supply",
              "purchase"
            ]
          },
          "status": {
            "type": "string",
            "values": [
              "draft",
              "pending",
              "approved",
              "rejected",
              "ordered",
              "fulfilled",
              "cancelled"
            ]
          },
          "nbsi": {
            "type": "string",
            "description": "The catalogue title requested."
          },
          "courseId": {
            "type": "string",
            "nullable": true
          },
          "quantity": {
            "type": "number"
          }
        },
        "actions": [
          {
            "name": "read",
            "description": "See the request and its history.",
            "src": [
              "policy/resources/request.yaml",
              37,
              3
            ]
          },
          {
            "name": "create",
            "description": "Raise a request of one's own.",
            "src": [
              "policy/resources/request.yaml",
              52,
              3
            ]
          },
          {
            "name": "approve",
            "description": "Approve someone else's pending request.",
            "src": [
              "policy/resources/request.yaml",
              60,
              3
            ]
          },
          {
            "name": "reject",
            "description": "Reject someone else's pending request (the same rule as approve).",
            "src": [
              "policy/resources/request.yaml",
              69,
              3
            ]
          },
          {
            "name": "cancel",
            "description": "Withdraw one's own request before it is decided.",
            "src": [
              "policy/resources/request.yaml",
              78,
              3
            ]
          },
          {
            "name": "autoApprove",
            "description": "Asked of a request being created: it is approved at creation (with an event saying so) when its requester holds booklist:autoApprove.",
            "src": [
              "policy/resources/request.yaml",
              86,
              3
            ]
          },
          {
            "name": "purchase",
            "description": "Place the order for an approved purchase request.",
            "src": [
              "policy/resources/request.yaml",
              96,
              3
            ]
          },
          {
            "name": "receive",
            "description": "Mark an ordered purchase request received (its order has arrived).",
            "src": [
              "policy/resources/request.yaml",
              105,
              3
            ]
          }
        ],
        "src": [
          "policy/resources/request.yaml",
          24,
          1
        ]
      },
      {
        "name": "StaffMember",
        "description": "A staff member of the institution and their permissions.",
        "fields": {
          "id": {
            "type": "string"
          },
          "institutionId": {
            "type": "string"
          },
          "email": {
            "type": "string"
          },
          "disabled": {
            "type": "boolean"
          }
        },
        "actions": [
          {
            "name": "read",
            "description": "See the staff member and the permissions they hold.",
            "src": [
              "policy/resources/staff-member.yaml",
              13,
              3
            ]
          },
          {
            "name": "editPermissions",
            "description": "Grant or withdraw another staff member's permissions (never one's own).",
            "src": [
              "policy/resources/staff-member.yaml",
              23,
              3
            ]
          }
        ],
        "src": [
          "policy/resources/staff-member.yaml",
          4,
          1
        ]
      },
      {
        "name": "StoreProduct",
        "description": "A product sold in the institution's store.",
        "fields": {
          "id": {
            "type": "string"
          },
          "institutionId": {
            "type": "string"
          },
          "nbsi": {
            "type": "string",
            "nullable": true,
            "description": "The catalogue title sold; none for a supply."
          },
          "priceMinor": {
            "type": "number",
            "description": "Price in minor units of currency."
          },
          "currency": {
            "type": "string"
          },
          "status": {
            "type": "string",
            "values": [
              "active",
              "hidden"
            ]
          },
          "stock": {
            "type": "number"
          }
        },
        "actions": [
          {
            "name": "read",
            "description": "See the product and its history, for an institution that runs a store.",
            "src": [
              "policy/resources/store-product.yaml",
              25,
              3
            ]
          },
          {
            "name": "edit",
            "description": "Change the product's price, currency or stock, or show or hide it in the store.",
            "src": [
              "policy/resources/store-product.yaml",
              30,
              3
            ]
          },
          {
            "name": "create",
            "description": "Add a catalogue title to the store, hidden until it is shown.",
            "src": [
              "policy/resources/store-product.yaml",
              35,
              3
            ]
          }
        ],
        "src": [
          "policy/resources/store-product.yaml",
          13,
          1
        ]
      },
      {
        "name": "Student",
        "description": "A student hosted by the institution.",
        "fields": {
          "id": {
            "type": "string"
          },
          "institutionId": {
            "type": "string"
          },
          "email": {
            "type": "string"
          },
          "accessState": {
            "type": "string",
            "values": [
              "active",
              "expiring",
              "expired",
              "revoked"
            ]
          }
        },
        "actions": [
          {
            "name": "read",
            "description": "See the student and the history of their access, with the Students page switched on; their email address only with permissions:manage.",
            "src": [
              "policy/resources/student.yaml",
              19,
              3
            ]
          },
          {
            "name": "grantAccess",
            "description": "Grant access, or extend it, for the institution's enabledAccessLength days; a revoked student's access starts again.",
            "src": [
              "policy/resources/student.yaml",
              31,
              3
            ]
          },
          {
            "name": "revokeAccess",
            "description": "Withdraw a student's access now; only while they have some (active or expiring).",
            "src": [
              "policy/resources/student.yaml",
              36,
              3
            ]
          }
        ],
        "src": [
          "policy/resources/student.yaml",
          10,
          1
        ]
      },
      {
        "name": "Term",
        "description": "A term of the institution, with its start and end and the deadlines of its booklists and adoptions.",
        "fields": {
          "id": {
            "type": "string"
          },
          "institutionId": {
            "type": "string"
          },
          "name": {
            "type": "string",
            "description": "For example 2027-spring; courses and booklists name their term by it."
          }
        },
        "actions": [
          {
            "name": "read",
            "description": "See the term and its deadlines; everyone of the institution works to them.",
            "src": [
              "policy/resources/term.yaml",
              13,
              3
            ]
          },
          {
            "name": "create",
            "description": "Add a term with its dates and deadlines.",
            "src": [
              "policy/resources/term.yaml",
              17,
              3
            ]
          },
          {
            "name": "edit",
            "description": "Change a term's dates or deadlines (kept in its history).",
            "src": [
              "policy/resources/term.yaml",
              22,
              3
            ]
          }
        ],
        "src": [
          "policy/resources/term.yaml",
          5,
          1
        ]
      },
      {
        "name": "Title",
        "description": "A catalogue title (nbsi), with its editions, formats and prices.",
        "fields": {
          "nbsi": {
            "type": "string"
          },
          "isbn13": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "publisher": {
            "type": "string"
          },
          "year": {
            "type": "number"
          },
          "availability": {
            "type": "string",
            "values": [
              "available",
              "backorder",
              "out-of-print"
            ]
          },
          "priceMinor": {
            "type": "number",
            "description": "List price in minor units of its currency."
          }
        },
        "actions": [
          {
            "name": "read",
            "description": "Find the title in the catalogue and open its page; its list prices only with cart:purchase or booklist:approve.",
            "src": [
              "policy/resources/title.yaml",
              16,
              3
            ]
          }
        ],
        "src": [
          "policy/resources/title.yaml",
          4,
          1
        ]
      },
      {
        "name": "Upload",
        "description": "A booklist spreadsheet upload and the rows read from it.",
        "fields": {
          "id": {
            "type": "string"
          },
          "institutionId": {
            "type": "string"
          },
          "uploaderId": {
            "type": "string"
          },
          "status": {
            "type": "string",
            "values": [
              "received",
              "validated",
              "applied",
              "failed"
            ],
            "description": "validated is checked with nothing added yet; applied is added."
          }
        },
        "actions": [
          {
            "name": "read",
            "description": "See the upload and its rows.",
            "src": [
              "policy/resources/upload.yaml",
              13,
              3
            ]
          },
          {
            "name": "create",
            "description": "Upload a spreadsheet of one's own.",
            "src": [
              "policy/resources/upload.yaml",
              18,
              3
            ]
          },
          {
            "name": "commit",
            "description": "Add the checked rows of one's own upload to their booklists, once (each list's bulkUpload rule decides too).",
            "src": [
              "policy/resources/upload.yaml",
              26,
              3
            ]
          }
        ],
        "src": [
          "policy/resources/upload.yaml",
          4,
          1
        ]
      }
    ],
    "procedures": [
      {
        "name": "auth.getUser",
        "access": "signed-in",
        "src": [
          "policy/procedures.yaml",
          16,
          3
        ]
      },
      {
        "name": "institutionConfig.get",
        "access": "signed-in",
        "src": [
          "policy/procedures.yaml",
          17,
          3
        ]
      },
      {
        "name": "user.hasPermissions",
        "access": "signed-in",
        "src": [
          "policy/procedures.yaml",
          18,
          3
        ]
      },
      {
        "name": "featureFlags.get",
        "access": "signed-in",
        "src": [
          "policy/procedures.yaml",
          19,
          3
        ]
      },
      {
        "name": "requests.list",
        "access": "rule",
        "action": "read",
        "subject": "Request",
        "src": [
          "policy/procedures.yaml",
          21,
          3
        ]
      },
      {
        "name": "requests.get",
        "access": "signed-in",
        "action": "read",
        "subject": "Request",
        "src": [
          "policy/procedures.yaml",
          26,
          3
        ]
      },
      {
        "name": "requests.create",
        "access": "signed-in",
        "action": "create",
        "subject": "Request",
        "also": [
          {
            "action": "autoApprove",
            "subject": "Request"
          }
        ],
        "src": [
          "policy/procedures.yaml",
          31,
          3
        ]
      },
      {
        "name": "requests.approve",
        "access": "rule",
        "action": "approve",
        "subject": "Request",
        "src": [
          "policy/procedures.yaml",
          38,
          3
        ]
      },
      {
        "name": "requests.reject",
        "access": "rule",
        "action": "reject",
        "subject": "Request",
        "src": [
          "policy/procedures.yaml",
          42,
          3
        ]
      },
      {
        "name": "requests.cancel",
        "access": "signed-in",
        "action": "cancel",
        "subject": "Request",
        "src": [
          "policy/procedures.yaml",
          46,
          3
        ]
      },
      {
        "name": "orders.cart",
        "access": "rule",
        "action": "read",
        "subject": "Request",
        "src": [
          "policy/procedures.yaml",
          51,
          3
        ]
      },
      {
        "name": "orders.list",
        "access": "rule",
        "action": "read",
        "subject": "Order",
        "src": [
          "policy/procedures.yaml",
          56,
          3
        ]
      },
      {
        "name": "orders.place",
        "access": "rule",
        "action": "place",
        "subject": "Order",
        "also": [
          {
            "action": "purchase",
            "subject": "Request"
          }
        ],
        "src": [
          "policy/procedures.yaml",
          61,
          3
        ]
      },
      {
        "name": "orders.receive",
        "access": "rule",
        "action": "receive",
        "subject": "Order",
        "also": [
          {
            "action": "receive",
            "subject": "Request"
          }
        ],
        "src": [
          "policy/procedures.yaml",
          67,
          3
        ]
      },
      {
        "name": "supplies.list",
        "access": "rule",
        "action": "read",
        "subject": "Request",
        "src": [
          "policy/procedures.yaml",
          74,
          3
        ]
      },
      {
        "name": "supplies.choices",
        "access": "rule",
        "action": "read",
        "subject": "Booklist",
        "src": [
          "policy/procedures.yaml",
          79,
          3
        ]
      },
      {
        "name": "supplies.raise",
        "access": "rule",
        "action": "create",
        "subject": "Request",
        "src": [
          "policy/procedures.yaml",
          84,
          3
        ]
      },
      {
        "name": "catalogue.search",
        "access": "rule",
        "action": "read",
        "subject": "Title",
        "src": [
          "policy/procedures.yaml",
          90,
          3
        ]
      },
      {
        "name": "catalogue.get",
        "access": "rule",
        "action": "read",
        "subject": "Title",
        "src": [
          "policy/procedures.yaml",
          95,
          3
        ]
      },
      {
        "name": "courses.list",
        "access": "rule",
        "action": "read",
        "subject": "Course",
        "src": [
          "policy/procedures.yaml",
          101,
          3
        ]
      },
      {
        "name": "adoptions.list",
        "access": "rule",
        "action": "read",
        "subject": "Course",
        "src": [
          "policy/procedures.yaml",
          107,
          3
        ]
      },
      {
        "name": "adoptions.awaiting",
        "access": "rule",
        "action": "approve",
        "subject": "Adoption",
        "src": [
          "policy/procedures.yaml",
          112,
          3
        ]
      },
      {
        "name": "adoptions.history",
        "access": "rule",
        "action": "read",
        "subject": "Adoption",
        "src": [
          "policy/procedures.yaml",
          117,
          3
        ]
      },
      {
        "name": "adoptions.adopt",
        "access": "rule",
        "action": "adopt",
        "subject": "Adoption",
        "also": [
          {
            "action": "read",
            "subject": "Adoption"
          }
        ],
        "src": [
          "policy/procedures.yaml",
          122,
          3
        ]
      },
      {
        "name": "adoptions.withdraw",
        "access": "rule",
        "action": "adopt",
        "subject": "Adoption",
        "also": [
          {
            "action": "read",
            "subject": "Adoption"
          }
        ],
        "src": [
          "policy/procedures.yaml",
          129,
          3
        ]
      },
      {
        "name": "adoptions.approve",
        "access": "rule",
        "action": "approve",
        "subject": "Adoption",
        "also": [
          {
            "action": "read",
            "subject": "Adoption"
          }
        ],
        "src": [
          "policy/procedures.yaml",
          134,
          3
        ]
      },
      {
        "name": "adoptions.reject",
        "access": "rule",
        "action": "reject",
        "subject": "Adoption",
        "also": [
          {
            "action": "read",
            "subject": "Adoption"
          }
        ],
        "src": [
          "policy/procedures.yaml",
          139,
          3
        ]
      },
      {
        "name": "uploads.check",
        "access": "rule",
        "action": "create",
        "subject": "Upload",
        "src": [
          "policy/procedures.yaml",
          146,
          3
        ]
      },
      {
        "name": "uploads.commit",
        "access": "rule",
        "action": "commit",
        "subject": "Upload",
        "also": [
          {
            "action": "bulkUpload",
            "subject": "Booklist"
          }
        ],
        "src": [
          "policy/procedures.yaml",
          151,
          3
        ]
      },
      {
        "name": "uploads.discard",
        "access": "rule",
        "action": "commit",
        "subject": "Upload",
        "src": [
          "policy/procedures.yaml",
          157,
          3
        ]
      },
      {
        "name": "uploads.list",
        "access": "rule",
        "action": "read",
        "subject": "Upload",
        "src": [
          "policy/procedures.yaml",
          162,
          3
        ]
      },
      {
        "name": "uploads.get",
        "access": "signed-in",
        "action": "read",
        "subject": "Upload",
        "src": [
          "policy/procedures.yaml",
          167,
          3
        ]
      },
      {
        "name": "uploads.rows",
        "access": "signed-in",
        "action": "read",
        "subject": "Upload",
        "src": [
          "policy/procedures.yaml",
          172,
          3
        ]
      },
      {
        "name": "uploads.errorRows",
        "access": "signed-in",
        "action": "read",
        "subject": "Upload",
        "src": [
          "policy/procedures.yaml",
          177,
          3
        ]
      },
      {
        "name": "booklists.list",
        "access": "rule",
        "action": "read",
        "subject": "Booklist",
        "src": [
          "policy/procedures.yaml",
          183,
          3
        ]
      },
      {
        "name": "booklists.get",
        "access": "rule",
        "action": "read",
        "subject": "BooklistItem",
        "src": [
          "policy/procedures.yaml",
          188,
          3
        ]
      },
      {
        "name": "booklists.editable",
        "access": "rule",
        "action": "edit",
        "subject": "Booklist",
        "src": [
          "policy/procedures.yaml",
          193,
          3
        ]
      },
      {
        "name": "booklists.addItem",
        "access": "rule",
        "action": "edit",
        "subject": "Booklist",
        "src": [
          "policy/procedures.yaml",
          198,
          3
        ]
      },
      {
        "name": "booklists.updateItem",
        "access": "rule",
        "action": "edit",
        "subject": "BooklistItem",
        "src": [
          "policy/procedures.yaml",
          202,
          3
        ]
      },
      {
        "name": "booklists.removeItem",
        "access": "rule",
        "action": "edit",
        "subject": "BooklistItem",
        "src": [
          "policy/procedures.yaml",
          206,
          3
        ]
      },
      {
        "name": "booklists.submit",
        "access": "rule",
        "action": "edit",
        "subject": "Booklist",
        "src": [
          "policy/procedures.yaml",
          210,
          3
        ]
      },
      {
        "name": "booklists.reopen",
        "access": "rule",
        "action": "reopen",
        "subject": "Booklist",
        "src": [
          "policy/procedures.yaml",
          215,
          3
        ]
      },
      {
        "name": "students.list",
        "access": "rule",
        "action": "read",
        "subject": "Student",
        "src": [
          "policy/procedures.yaml",
          220,
          3
        ]
      },
      {
        "name": "students.history",
        "access": "rule",
        "action": "read",
        "subject": "Student",
        "src": [
          "policy/procedures.yaml",
          225,
          3
        ]
      },
      {
        "name": "students.grantAccess",
        "access": "rule",
        "action": "grantAccess",
        "subject": "Student",
        "src": [
          "policy/procedures.yaml",
          230,
          3
        ]
      },
      {
        "name": "students.revokeAccess",
        "access": "rule",
        "action": "revokeAccess",
        "subject": "Student",
        "src": [
          "policy/procedures.yaml",
          235,
          3
        ]
      },
      {
        "name": "staff.list",
        "access": "rule",
        "action": "read",
        "subject": "StaffMember",
        "src": [
          "policy/procedures.yaml",
          241,
          3
        ]
      },
      {
        "name": "staff.get",
        "access": "rule",
        "action": "read",
        "subject": "StaffMember",
        "src": [
          "policy/procedures.yaml",
          246,
          3
        ]
      },
      {
        "name": "staff.previewPermissions",
        "access": "rule",
        "action": "editPermissions",
        "subject": "StaffMember",
        "src": [
          "policy/procedures.yaml",
          251,
          3
        ]
      },
      {
        "name": "staff.setPermissions",
        "access": "rule",
        "action": "editPermissions",
        "subject": "StaffMember",
        "src": [
          "policy/procedures.yaml",
          256,
          3
        ]
      },
      {
        "name": "store.list",
        "access": "rule",
        "action": "read",
        "subject": "StoreProduct",
        "src": [
          "policy/procedures.yaml",
          262,
          3
        ]
      },
      {
        "name": "store.history",
        "access": "rule",
        "action": "read",
        "subject": "StoreProduct",
        "src": [
          "policy/procedures.yaml",
          267,
          3
        ]
      },
      {
        "name": "store.forTitle",
        "access": "rule",
        "action": "read",
        "subject": "StoreProduct",
        "src": [
          "policy/procedures.yaml",
          272,
          3
        ]
      },
      {
        "name": "store.update",
        "access": "rule",
        "action": "edit",
        "subject": "StoreProduct",
        "src": [
          "policy/procedures.yaml",
          277,
          3
        ]
      },
      {
        "name": "store.setVisibility",
        "access": "rule",
        "action": "edit",
        "subject": "StoreProduct",
        "src": [
          "policy/procedures.yaml",
          282,
          3
        ]
      },
      {
        "name": "store.add",
        "access": "rule",
        "action": "create",
        "subject": "StoreProduct",
        "src": [
          "policy/procedures.yaml",
          287,
          3
        ]
      },
      {
        "name": "counterReports.get",
        "access": "rule",
        "action": "read",
        "subject": "CounterReport",
        "src": [
          "policy/procedures.yaml",
          293,
          3
        ]
      },
      {
        "name": "dashboards.get",
        "access": "rule",
        "action": "view",
        "subject": "Dashboard",
        "src": [
          "policy/procedures.yaml",
          298,
          3
        ]
      },
      {
        "name": "live.events",
        "access": "signed-in",
        "src": [
          "policy/procedures.yaml",
          304,
          3
        ]
      },
      {
        "name": "notifications.list",
        "access": "signed-in",
        "src": [
          "policy/procedures.yaml",
          309,
          3
        ]
      },
      {
        "name": "notifications.unread",
        "access": "signed-in",
        "src": [
          "policy/procedures.yaml",
          312,
          3
        ]
      },
      {
        "name": "notifications.markRead",
        "access": "signed-in",
        "src": [
          "policy/procedures.yaml",
          315,
          3
        ]
      },
      {
        "name": "notifications.markAllRead",
        "access": "signed-in",
        "src": [
          "policy/procedures.yaml",
          318,
          3
        ]
      },
      {
        "name": "notifications.settings",
        "access": "signed-in",
        "src": [
          "policy/procedures.yaml",
          321,
          3
        ]
      },
      {
        "name": "notifications.setEmail",
        "access": "signed-in",
        "src": [
          "policy/procedures.yaml",
          324,
          3
        ]
      },
      {
        "name": "terms.list",
        "access": "signed-in",
        "action": "read",
        "subject": "Term",
        "src": [
          "policy/procedures.yaml",
          329,
          3
        ]
      },
      {
        "name": "terms.history",
        "access": "signed-in",
        "action": "read",
        "subject": "Term",
        "src": [
          "policy/procedures.yaml",
          334,
          3
        ]
      },
      {
        "name": "terms.create",
        "access": "rule",
        "action": "create",
        "subject": "Term",
        "src": [
          "policy/procedures.yaml",
          339,
          3
        ]
      },
      {
        "name": "terms.update",
        "access": "rule",
        "action": "edit",
        "subject": "Term",
        "src": [
          "policy/procedures.yaml",
          344,
          3
        ]
      },
      {
        "name": "calendar.feed",
        "access": "signed-in",
        "src": [
          "policy/procedures.yaml",
          351,
          3
        ]
      },
      {
        "name": "calendar.reset",
        "access": "signed-in",
        "src": [
          "policy/procedures.yaml",
          354,
          3
        ]
      },
      {
        "name": "termStatus.board",
        "access": "rule",
        "action": "read",
        "subject": "Course",
        "src": [
          "policy/procedures.yaml",
          359,
          3
        ]
      },
      {
        "name": "booklists.rolloverPreview",
        "access": "signed-in",
        "action": "rollover",
        "subject": "Booklist",
        "src": [
          "policy/procedures.yaml",
          366,
          3
        ]
      },
      {
        "name": "booklists.rollover",
        "access": "signed-in",
        "action": "rollover",
        "subject": "Booklist",
        "src": [
          "policy/procedures.yaml",
          371,
          3
        ]
      },
      {
        "name": "adoptions.readoptPreview",
        "access": "rule",
        "action": "readopt",
        "subject": "Adoption",
        "also": [
          {
            "action": "read",
            "subject": "Course"
          }
        ],
        "src": [
          "policy/procedures.yaml",
          378,
          3
        ]
      },
      {
        "name": "adoptions.readopt",
        "access": "rule",
        "action": "readopt",
        "subject": "Adoption",
        "also": [
          {
            "action": "read",
            "subject": "Adoption"
          }
        ],
        "src": [
          "policy/procedures.yaml",
          384,
          3
        ]
      },
      {
        "name": "courses.costReport",
        "access": "rule",
        "action": "read",
        "subject": "Course",
        "src": [
          "policy/procedures.yaml",
          392,
          3
        ]
      },
      {
        "name": "counterApi.members",
        "access": "rule",
        "src": [
          "policy/procedures.yaml",
          401,
          3
        ]
      },
      {
        "name": "counterApi.reportList",
        "access": "rule",
        "action": "read",
        "subject": "CounterReport",
        "src": [
          "policy/procedures.yaml",
          404,
          3
        ]
      },
      {
        "name": "counterApi.report",
        "access": "rule",
        "action": "read",
        "subject": "CounterReport",
        "src": [
          "policy/procedures.yaml",
          409,
          3
        ]
      },
      {
        "name": "counterApiKeys.list",
        "access": "rule",
        "action": "read",
        "subject": "CounterApiKey",
        "src": [
          "policy/procedures.yaml",
          416,
          3
        ]
      },
      {
        "name": "counterApiKeys.create",
        "access": "rule",
        "action": "create",
        "subject": "CounterApiKey",
        "src": [
          "policy/procedures.yaml",
          421,
          3
        ]
      },
      {
        "name": "counterApiKeys.revoke",
        "access": "rule",
        "action": "revoke",
        "subject": "CounterApiKey",
        "src": [
          "policy/procedures.yaml",
          426,
          3
        ]
      },
      {
        "name": "whoCan.choices",
        "access": "rule",
        "src": [
          "policy/procedures.yaml",
          433,
          3
        ]
      },
      {
        "name": "whoCan.ask",
        "access": "rule",
        "action": "read",
        "subject": "StaffMember",
        "src": [
          "policy/procedures.yaml",
          436,
          3
        ]
      },
      {
        "name": "accessReviews.list",
        "access": "rule",
        "action": "read",
        "subject": "AccessReview",
        "src": [
          "policy/procedures.yaml",
          443,
          3
        ]
      },
      {
        "name": "accessReviews.get",
        "access": "rule",
        "action": "read",
        "subject": "AccessReview",
        "src": [
          "policy/procedures.yaml",
          448,
          3
        ]
      },
      {
        "name": "accessReviews.people",
        "access": "rule",
        "action": "read",
        "subject": "AccessReview",
        "src": [
          "policy/procedures.yaml",
          453,
          3
        ]
      },
      {
        "name": "accessReviews.compare",
        "access": "rule",
        "action": "read",
        "subject": "AccessReview",
        "src": [
          "policy/procedures.yaml",
          458,
          3
        ]
      },
      {
        "name": "accessReviews.start",
        "access": "rule",
        "action": "create",
        "subject": "AccessReview",
        "src": [
          "policy/procedures.yaml",
          463,
          3
        ]
      },
      {
        "name": "accessReviews.decide",
        "access": "rule",
        "action": "decide",
        "subject": "AccessReview",
        "src": [
          "policy/procedures.yaml",
          468,
          3
        ]
      },
      {
        "name": "accessReviews.signOff",
        "access": "rule",
        "action": "signOff",
        "subject": "AccessReview",
        "src": [
          "policy/procedures.yaml",
          473,
          3
        ]
      }
    ]
  },
}
